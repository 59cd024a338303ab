import { api } from '../../../api';
import { notifyApiError } from '../../../lib/notify-api-error';

/**
 * Downloads a completion certificate: the learner's own, or `userId`'s for their manager or the administrator. The
 * server answers a short-lived link that names the file (course, learner, day) and says `attachment`, so following
 * it saves the PDF and the page stays where it is: no tab to open, no pop-up to be blocked.
 */
export async function downloadCertificate(courseId: string, userId?: string): Promise<void> {
  try {
    const { data } = await api('certificates.get', {
      params: { id: courseId },
      ...(userId ? { query: { user_id: userId } } : {}),
    });
    const link = document.createElement('a');
    link.href = data.url;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    notifyApiError(error);
  }
}
