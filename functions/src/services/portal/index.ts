/**
 * My membership, the member portal (docs/members.md, "My membership"; docs/decisions/019 and 022):
 * sign-in links for members, member sessions, the member's page and what they change there, their
 * renewal through the join flow, and the download of their data. Reads members, mail, joins,
 * inbox and signups through their faces.
 * What the routes, the task and the jobs may use; the rest of the folder is its own.
 */
export { dataPage, memberData } from './data-export';
export { askForCorrection, confirmEmail, confirmEmailPage, saveDetails, saveTopics, sendReceiptAgain } from './own-changes';
export { homePage, signInPage } from './pages';
export { currentSession, endSession, switchMember, type MemberSession } from './sessions';
export { requestSignInLink, sendSignInLink, signInLinkPage, useSignInLink } from './sign-in';
export { forgetPortalRecords } from './retention';
