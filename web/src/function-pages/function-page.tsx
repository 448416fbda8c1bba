import type { FunctionPage, MessagePage } from '@roca/contract/function-pages';
import { PageBody, PageHeader } from '#web/components/layout/page';
import { CommentFormAgain, CommentLinkPage } from './comment';
import { InboxFormScreen, InboxSent } from './inbox';
import { Join, JoinPayLater } from './join';
import { ConfirmTopics, MailPreferences } from './mail-preferences';
import { PortalConfirmEmail, PortalData, PortalHome, PortalLink, PortalSignIn } from './portal';
import { Signup, SignupStatus } from './signup';
import { ConfirmSubscription, Subscribe } from './subscription';

/**
 * The body of a page the function renders per request (contract/src/function-pages.ts), inside
 * the public layout (web/src/publishing/render-public-page.tsx). Plain HTML: forms post without
 * JavaScript and the answer is the next page.
 */
export function FunctionPageBody({ page }: { page: FunctionPage }) {
  switch (page.kind) {
    case 'mail-preferences':
      return <MailPreferences page={page} />;
    case 'message':
      return <Message page={page} />;
    case 'subscribe':
      return <Subscribe page={page} />;
    case 'confirm-subscription':
      return <ConfirmSubscription page={page} />;
    case 'confirm-topics':
      return <ConfirmTopics page={page} />;
    case 'join':
      return <Join page={page} />;
    case 'join-pay-later':
      return <JoinPayLater page={page} />;
    case 'inbox-form':
      return <InboxFormScreen page={page} />;
    case 'inbox-sent':
      return <InboxSent page={page} />;
    case 'portal-sign-in':
      return <PortalSignIn page={page} />;
    case 'portal-link':
      return <PortalLink page={page} />;
    case 'portal-home':
      return <PortalHome page={page} />;
    case 'portal-confirm-email':
      return <PortalConfirmEmail page={page} />;
    case 'portal-data':
      return <PortalData page={page} />;
    case 'signup':
      return <Signup page={page} />;
    case 'signup-status':
      return <SignupStatus page={page} />;
    case 'comment-form':
      return <CommentFormAgain page={page} />;
    case 'comment':
      return <CommentLinkPage page={page} />;
  }
}

function Message({ page }: { page: MessagePage }) {
  return (
    <>
      <PageHeader title={page.heading} />
      <PageBody>
        <div className="max-w-3xl space-y-4 text-gray-800">
          {page.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </PageBody>
    </>
  );
}
