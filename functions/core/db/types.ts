import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { CompanyEntity } from './entities/company';
import type { NotificationEntity } from './entities/notification';
import type { UploadEntity } from './entities/upload';
import type { UserEntity } from './entities/user';

export type TUserItem = FormattedItem<typeof UserEntity>;
export type TCompanyItem = FormattedItem<typeof CompanyEntity>;
export type TNotificationItem = FormattedItem<typeof NotificationEntity>;
export type TUploadItem = FormattedItem<typeof UploadEntity>;
