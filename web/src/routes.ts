import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { APPLICATIONS_PATH } from '@roca/contract/applications';
import { STAFF_PATHS, type StaffPath } from '@roca/contract/staff-paths';
import { PUBLIC_PAGE_REGISTRY, PUBLIC_PATHS } from './publishing/public-pages';

/**
 * Every route of the site. Each route module loads on demand, so public pages never download
 * the staff screens (or the Firebase SDK they use). The public routes come from the page
 * registry, the staff routes' paths from the staff-path map (@roca/contract/staff-paths); visitors
 * get the public pages as published static files (docs/decisions/008), and the hydrated app
 * renders them only in `npm run dev`.
 */
const publicRoutes = [
  ...PUBLIC_PATHS.map((path) =>
    path === '/' ? index(PUBLIC_PAGE_REGISTRY[path].module) : route(path.slice(1), PUBLIC_PAGE_REGISTRY[path].module),
  ),
  // The applications list's pages after the first (contract/src/applications.ts): the list's module reads its page from the path.
  route(`${APPLICATIONS_PATH.slice(1)}/page/:page`, PUBLIC_PAGE_REGISTRY[APPLICATIONS_PATH].module, { id: 'applications-page' }),
];

/** A staff route at its path in the map; under a parent route, the part of the path below the parent's. */
const staff = (path: StaffPath, file: string, parent?: StaffPath) => route(path.slice((parent ?? '').length + 1), file);

export default [
  layout('routes/public-layout.tsx', publicRoutes),
  // Staff routes (docs/requirements.md, Administration Panel): served by the SPA fallback, never prerendered.
  layout('routes/admin/layout.tsx', [
    staff(STAFF_PATHS.login, 'routes/admin/login.tsx'),
    staff(STAFF_PATHS.forgotPassword, 'routes/admin/forgot-password.tsx'),
    // The pages of the links e-mailed to staff (docs/security.md, "Account links"): no session needed.
    staff(STAFF_PATHS.resetPassword, 'routes/admin/reset-password.tsx'),
    staff(STAFF_PATHS.acceptInvitation, 'routes/admin/accept-invitation.tsx'),
    staff(STAFF_PATHS.confirmRecoveryEmail, 'routes/admin/confirm-recovery-email.tsx'),
    staff(STAFF_PATHS.undoRecoveryEmail, 'routes/admin/undo-recovery-email.tsx'),
    layout('routes/admin/require-session.tsx', [
      staff(STAFF_PATHS.controlPanel, 'routes/admin/control-panel.tsx'),
      staff(STAFF_PATHS.developments, 'routes/admin/developments.tsx'),
      staff(STAFF_PATHS.events, 'routes/admin/events.tsx'),
      staff(STAFF_PATHS.manageUsers, 'routes/admin/manage-users.tsx'),
      staff(STAFF_PATHS.analytics, 'routes/admin/analytics.tsx'),
      staff(STAFF_PATHS.developmentsReport, 'routes/admin/developments-report.tsx'),
      staff(STAFF_PATHS.auditLog, 'routes/admin/audit-log.tsx'),
      // The site's content staff edit (docs/content.md): one screen per kind of content.
      route(STAFF_PATHS.content.slice(1), 'routes/admin/content/layout.tsx', [
        index('routes/admin/content/index.tsx'),
        staff(STAFF_PATHS.contentSettings, 'routes/admin/content/settings.tsx', STAFF_PATHS.content),
        staff(STAFF_PATHS.contentExecutive, 'routes/admin/content/executive.tsx', STAFF_PATHS.content),
        staff(STAFF_PATHS.contentCalendar, 'routes/admin/content/calendar.tsx', STAFF_PATHS.content),
        staff(STAFF_PATHS.contentBusinessDirectory, 'routes/admin/content/business-directory.tsx', STAFF_PATHS.content),
        staff(STAFF_PATHS.contentCommunityLinks, 'routes/admin/content/community-links.tsx', STAFF_PATHS.content),
        staff(STAFF_PATHS.contentVolunteerNeeds, 'routes/admin/content/volunteer-needs.tsx', STAFF_PATHS.content),
        staff(STAFF_PATHS.contentFiles, 'routes/admin/content/files.tsx', STAFF_PATHS.content),
      ]),
      // The register of members (docs/members.md): personal data, docs/decisions/009.
      staff(STAFF_PATHS.members, 'routes/admin/members.tsx'),
      staff(STAFF_PATHS.membersJoins, 'routes/admin/members-joins.tsx'),
      staff(STAFF_PATHS.membersImport, 'routes/admin/members-import.tsx'),
      staff(STAFF_PATHS.membersAgm, 'routes/admin/members-agm.tsx'),
      staff(STAFF_PATHS.membersRenewals, 'routes/admin/members-renewals.tsx'),
      staff(STAFF_PATHS.membersExport, 'routes/admin/members-export.tsx'),
      // Everything the association sends by e-mail (docs/mail.md): the log, compose, notices, reminders, suppressions.
      route(STAFF_PATHS.mail.slice(1), 'routes/admin/mail/layout.tsx', [
        index('routes/admin/mail/log.tsx'),
        staff(STAFF_PATHS.mailCompose, 'routes/admin/mail/compose.tsx', STAFF_PATHS.mail),
        staff(STAFF_PATHS.mailNotice, 'routes/admin/mail/notice.tsx', STAFF_PATHS.mail),
        staff(STAFF_PATHS.mailReminders, 'routes/admin/mail/reminders.tsx', STAFF_PATHS.mail),
        staff(STAFF_PATHS.mailSuppressions, 'routes/admin/mail/suppressions.tsx', STAFF_PATHS.mail),
        staff(STAFF_PATHS.mailSend, 'routes/admin/mail/send.tsx', STAFF_PATHS.mail),
      ]),
      // What residents write through the public forms (docs/inbox.md): the items, one item, the settings.
      route(STAFF_PATHS.inbox.slice(1), 'routes/admin/inbox/layout.tsx', [
        index('routes/admin/inbox/items.tsx'),
        staff(STAFF_PATHS.inboxItem, 'routes/admin/inbox/item.tsx', STAFF_PATHS.inbox),
        staff(STAFF_PATHS.inboxSettings, 'routes/admin/inbox/settings.tsx', STAFF_PATHS.inbox),
      ]),
      // Sign-up to events (docs/signups.md): counts for every role, the people for Admin and Super.
      staff(STAFF_PATHS.signups, 'routes/admin/signups.tsx'),
      staff(STAFF_PATHS.signupEvent, 'routes/admin/signup-event.tsx'),
      staff(STAFF_PATHS.signupDate, 'routes/admin/signup-date.tsx'),
      // Consultations on development applications (docs/consultations.md); settings before :id.
      staff(STAFF_PATHS.consultations, 'routes/admin/consultations/list.tsx'),
      staff(STAFF_PATHS.consultationSettings, 'routes/admin/consultations/settings.tsx'),
      staff(STAFF_PATHS.consultation, 'routes/admin/consultations/consultation.tsx'),
      staff(STAFF_PATHS.consultationPrint, 'routes/admin/consultations/print.tsx'),
      // Staff accounts (docs/decisions/017): one's own account, and the AGM handover (docs/handover.md).
      staff(STAFF_PATHS.account, 'routes/admin/account.tsx'),
      staff(STAFF_PATHS.handover, 'routes/admin/handover.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
