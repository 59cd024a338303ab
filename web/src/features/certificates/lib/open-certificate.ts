import { api } from '../../../api';
import { notifyApiError } from '../../../lib/notify-api-error';

/**
 * Opens a completion certificate (a short-lived link) in a new tab: the learner's own, or `userId`'s for their
 * manager or the administrator. The tab opens at the click (one opened after the call returns would be a blocked
 * pop-up) and is sent to the link once the server has made it.
 */
export async function openCertificate(courseId: string, userId?: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data } = await api('certificates.get', {
      params: { id: courseId },
      ...(userId ? { query: { user_id: userId } } : {}),
    });
    if (tab) {
      tab.opener = null;
      tab.location.href = data.url;
    } else {
      window.location.assign(data.url);
    }
  } catch (error) {
    tab?.close();
    notifyApiError(error);
  }
}
