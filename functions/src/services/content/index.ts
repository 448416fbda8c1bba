/**
 * The site's content staff edit (docs/content.md): site settings, executive, development updates
 * with their attachments, event alerts, calendar events, the content lists, the site's files, the
 * calendar feed, the join settings the membership page shows, and the comment windows and
 * consultation settings the applications' pages show.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
// Its reactions to staff changes (core/staff-changes.ts, afterStaffChange).
import './reactions';
export {
  attachFile,
  cleanupAbandonedUploads,
  createUpload,
  deleteAttachment,
  displayFileName,
  localStoreOr404,
  receiveLocalUpload,
} from './attachments';
export { readCalendarEvent, saveEventSignup, saveOccurrenceChange } from './calendar-event-signups';
export { associationCalendar, buildCalendarFeed, CALENDAR_UID_DOMAIN, entryTimes, inVancouver } from './calendar-feed';
export {
  changeConsultationWindow,
  listConsultationWindows,
  readConsultationSettings,
  readConsultationWindow,
  saveConsultationSettings,
  writeConsultationWindow,
} from './consultation-windows';
export { saveExecutive, saveSiteSettings } from './content-documents';
export {
  contentItemSchema,
  createContentItem,
  deleteContentItem,
  listItemsOf,
  updateContentItem,
  type ContentItemType,
} from './content-items';
export { importDevelopments } from './development-import';
export {
  createDevelopment,
  deleteDevelopment,
  developmentFromData,
  listDevelopments,
  readDevelopment,
  storedDevelopmentFields,
  updateDevelopment,
} from './developments';
export { createEvent, deleteEvent, listEvents, updateEvent } from './events';
export { joinSettings, joiningContent, saveJoinSettings } from './join-settings';
export {
  calendarEventsCollection,
  ensureSiteContentSeeded,
  executiveDoc,
  itemFromDoc,
  listCalendarEvents,
  loadSiteContent,
  readExecutive,
  readSiteFiles,
  readSiteSettings,
  settingsDoc,
  siteFilesCollection,
} from './site-content';
export { updateSiteFile } from './site-files';
