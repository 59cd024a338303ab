import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { companyEntity } from './entities/company';
import type { courseEntity } from './entities/course';
import type { courseAssetEntity } from './entities/course-asset';
import type { questionEntity, testEntity } from './entities/test';
import type { notificationEntity } from './entities/notification';
import type { uploadEntity } from './entities/upload';
import type { userEntity } from './entities/user';

export type TUserItem = FormattedItem<ReturnType<typeof userEntity>>;
export type TCompanyItem = FormattedItem<ReturnType<typeof companyEntity>>;
export type TNotificationItem = FormattedItem<ReturnType<typeof notificationEntity>>;
export type TUploadItem = FormattedItem<ReturnType<typeof uploadEntity>>;
export type TCourseItem = FormattedItem<ReturnType<typeof courseEntity>>;
export type TCourseAssetItem = FormattedItem<ReturnType<typeof courseAssetEntity>>;
export type TTestItem = FormattedItem<ReturnType<typeof testEntity>>;
export type TQuestionItem = FormattedItem<ReturnType<typeof questionEntity>>;
