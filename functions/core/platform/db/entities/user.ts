import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { set } from 'dynamodb-toolbox/schema/set';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A person in a company (the super administrator lives in company `platform`). pk `C#<cid>`, sk `USER#<uid>`.
 * The user id is also the Cognito username. Role, archive state and token cut-offs are read from here on every
 * authenticated request.
 */
export const userEntity = lazy(
  () =>
    new Entity({
      name: 'User',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        user_id: string().key(),
        first_name: string(),
        last_name: string(),
        email: string(),
        role_id: number(),
        /** 1 once the user chose their own password; 0 for a temporary password set by an administrator. */
        is_reset_default_password: number(),
        is_notification: number(),
        /**
         * The user's own language (issue 34: a LANGUAGE, set on the Profile or by provisioning's preferredLanguage).
         * Absent: their company's `default_language` applies, else en-GB.
         */
        language: string().optional(),
        is_archived: number(),
        last_login: string().optional(),
        avatar_key: string().optional(),
        email_verified_at: string().optional(),
        /** Set when the registration email went out, so a redelivered event does not send it twice. */
        registration_email_sent_at: string().optional(),
        /** Manager's team (the people issue builds on it) and the member's manager. */
        assigned_users: list(string()).optional(),
        manager_id: string().optional(),
        /** The company's own reference for the person (payroll or staff number); shown and exported, not unique. */
        unique_id: string().optional(),
        /** 1 once a welcome email went out (the 'Reset welcome email' toggle sets it back to 0). */
        is_mail_sent: number().optional(),
        /** The welcome-email request last sent to this user: a redelivered event finds it and does not send twice. */
        welcome_email_request_id: string().optional(),
        /**
         * While a create by an administrator still has writes to make after its transaction (group memberships, team):
         * that administrator's id. Removed once they are made; a repeat of the create by them finishes them instead of
         * meeting 'address taken' (workflows/add-user.ts).
         */
        create_pending_by: string().optional(),
        /** ISO time of archiving (is_archived 1). */
        archived_at: string().optional(),
        /** ISO time of the last My Team Nudge: a member is nudged at most once per TEAM_NUDGE.intervalHours. */
        nudged_at: string().optional(),
        /**
         * Counters maintained on write by the features that change them (enrolment, groups, playlists), so the user
         * list and reports never count by scanning. Absent means 0.
         */
        total_courses: number().optional(),
        total_groups: number().optional(),
        total_channels: number().optional(),
        total_in_progress: number().optional(),
        total_completed_courses: number().optional(),
        /** gsi1, only while the user is in a team: `C#<cid>#TEAM#<manager_id>` / `USER#<uid>` (set with manager_id). */
        gsi1pk: string().optional(),
        gsi1sk: string().optional(),
        /** Epoch seconds: ID tokens issued at or before this are refused (password change or reset). */
        tokens_valid_after: number().optional(),
        /** Epoch seconds: sessions started at or before this cannot be refreshed (logout, password change). */
        refresh_valid_after: number().optional(),
        /** sha256 of the one pending password reset token, its purpose and expiry (ISO). */
        reset_token_hash: string().optional(),
        reset_token_purpose: string().enum('forgot', 'default').optional(),
        reset_token_expires_at: string().optional(),
        /**
         * Two-step verification (people/two-step). The TOTP key (base32) while it is on; never returned by the API
         * except in the setup answer, never logged. The table is encrypted at rest.
         */
        totp_secret: string().optional(),
        /** ISO time two-step verification was turned on. */
        totp_enabled_at: string().optional(),
        /** The last time step whose code was accepted: a code (step) is never accepted twice. */
        totp_last_step: number().optional(),
        /** A key being set up from the profile, until its first code confirms it. */
        totp_pending_secret: string().optional(),
        /** sha256 of each unused recovery code. */
        totp_recovery_hashes: set(string()).optional(),
        /**
         * Provisioning (SCIM, people/scim): the identity provider's own id for the person (unique per company through
         * the ScimExternalId item), their department and job title, and the SCIM id their provider names as manager
         * (they also join that manager's team when the manager is a Team Manager).
         */
        scim_external_id: string().optional(),
        department: string().optional(),
        job_title: string().optional(),
        scim_manager_id: string().optional(),
      }),
      computeKey: ({ company_id, user_id }) => ({ pk: keys.company(company_id), sk: keys.userSk(user_id) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
