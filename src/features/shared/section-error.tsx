/** A section's own failure with 重试, so that the rest of the page keeps working. */
import { Button } from '../../ui/button';
import { Alert } from '../../ui/feedback';
import { browseStrings as t } from './browse-strings';

/** A section's own failure: the message and 重试 (the rest of the page keeps working). */
export function SectionError({
  what,
  onRetry,
  status,
}: {
  what: string;
  onRetry: () => void;
  status?: number | undefined;
}) {
  return (
    <Alert
      type="error"
      title={t.sectionFailed(what)}
      action={
        <Button size="sm" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    >
      {status === 0 ? t.networkHint : t.serverHint}
    </Alert>
  );
}
