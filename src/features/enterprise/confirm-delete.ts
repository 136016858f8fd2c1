/** The enterprise lists' delete: ask, DELETE, say it is done, refetch the list. */
import { api } from '../../core/http';
import { showMessage } from '../../core/messages';
import type { ConfirmOptions } from '../../ui/dialog';
import { showFailure } from '../shared/forms';
import { refresh } from '../shared/use-api-query';

/** Asks (删除, danger), then DELETEs `url`, says `done` and refetches the lists under `prefix`; `onError` on failure. */
export async function confirmDelete(
  confirm: (options?: ConfirmOptions) => Promise<boolean>,
  what: { title: string; content: string; url: string; done: string; prefix: string },
  onError: (e: unknown) => void = showFailure,
): Promise<void> {
  if (!(await confirm({ title: what.title, content: what.content, confirmText: '删除', danger: true }))) return;
  try {
    await api(what.url, { method: 'DELETE' });
    showMessage('success', what.done);
    refresh(what.prefix);
  } catch (e) {
    onError(e);
  }
}
