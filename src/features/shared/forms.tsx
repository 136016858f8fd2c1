/**
 * What every form of the feature screens does the same way: mark the field a server refusal names, say
 * the refusals nobody else explained, and the footer of a form dialog. Rules are declared with the UI's
 * `fieldRules` (default Chinese messages; `check` for a test of the trimmed text).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, announceFailure } from '../../core/http';
import { Button } from '../../ui/button';

/**
 * Marks the form field a refusal names (`Field` of the answer: a 400, or a 409 such as a taken name) and keeps
 * the input; returns true when it did. The message is then said there only (no toast repeats it).
 */
export function markServerField<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (error instanceof ApiError && error.field && known.includes(error.field)) {
    setError(error.field as Path<T>, { type: 'server', message: error.takeMessage() });
    return true;
  }
  return false;
}

/** Shows the server's message of a failed write, unless the client already said something (`announceFailure`). */
export const showFailure = (e: unknown): void => announceFailure(e);

/** The footer of a form dialog: 取消, and the primary action (保存) that shows it is saving. */
export function DialogFooter({
  saving,
  onCancel,
  onSubmit,
  submitText = '保存',
}: {
  saving: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  submitText?: string;
}) {
  return (
    <>
      <Button onClick={onCancel} disabled={saving}>
        取消
      </Button>
      {/* Pressing 保存 must not blur the field first: the blur's validation would show its message and grow
          the dialog between press and release, moving the button away from the pointer, so the click is lost
          (Preact re-renders in a microtask, before the release). The click validates every field anyway. */}
      <Button variant="primary" loading={saving} onClick={onSubmit} onMouseDown={(e) => e.preventDefault()}>
        {submitText}
      </Button>
    </>
  );
}
