import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { CompanyEntity } from './entities/company';
import type { CourseEntity } from './entities/course';
import type { CourseAssetEntity } from './entities/course-asset';
import type { QuestionEntity, TestEntity } from './entities/test';
import type { NotificationEntity } from './entities/notification';
import type { UploadEntity } from './entities/upload';
import type { UserEntity } from './entities/user';

export type TUserItem = FormattedItem<typeof UserEntity>;
export type TCompanyItem = FormattedItem<typeof CompanyEntity>;
export type TNotificationItem = FormattedItem<typeof NotificationEntity>;
export type TUploadItem = FormattedItem<typeof UploadEntity>;
export type TCourseItem = FormattedItem<typeof CourseEntity>;
export type TCourseAssetItem = FormattedItem<typeof CourseAssetEntity>;
export type TTestItem = FormattedItem<typeof TestEntity>;
export type TQuestionItem = FormattedItem<typeof QuestionEntity>;
