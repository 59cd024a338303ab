import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * The public face of a completion certificate: pk `CERT#<certificateId>`, sk `CERT`. Platform-level (the id is
 * 160 random bits, so nothing can be enumerated) and it holds only what the verification page shows: no company
 * id, no email, no user id. Written in the same transaction that stores the certificate on the enrolment.
 */
export const certificateEntity = lazy(
  () =>
    new Entity({
      name: 'Certificate',
      table: SkillwayTable,
      schema: item({
        certificate_id: string().key(),
        /** The learner's name as printed on the certificate. */
        name: string(),
        course_name: string(),
        completed_at: string(),
        issued_at: string(),
        /** Recertification: the expiry day printed on it (absent: never expires), its cycle (absent = 1), and when a
         * newer cycle's certificate replaced it. */
        expires_on: string().optional(),
        cycle: number().optional(),
        superseded_at: string().optional(),
      }),
      computeKey: ({ certificate_id }) => ({ pk: keys.certificatePk(certificate_id), sk: keys.certificateSk }),
      timestamps: false,
    }),
);
