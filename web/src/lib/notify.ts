import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Success', message });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 8000 });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message });
}
