import { emptyJoinForm } from '@roca/contract/join-choices';
import { membershipYearOf } from '@roca/contract/membership';
import { PORTAL_PATHS } from '@roca/contract/portal-choices';
import { JoinForm } from '#web/components/layout/join-form';
import { BulletList, Card, MailLink, Notice, PageBody, PageHeader, Section, TextLink } from '#web/components/layout/page';
import { MEMBER_BENEFITS, MEMBERSHIP_FACTS, WHY_JOIN } from '#web/data/membership';
import { MembershipPaymentForm } from '#web/features/membership/components/membership-payment-form';
import { usePublishedSite } from '#web/publishing/site-content';

/**
 * /membership (docs/requirements.md, Membership). Its form is the join form when the site takes
 * payments through PayPal's REST app (docs/decisions/016), else the legacy hosted button: the
 * publish knows which (SiteContent.joinSettings.payOnline).
 */
export default function MembershipPage() {
  const { content, today } = usePublishedSite();
  const { shortName, membershipFeeText, paymentButtonId } = content.settings;
  const joining = content.joinSettings;
  return (
    <>
      <PageHeader title="Membership" subtitle={`Join ${shortName} and help shape the future of our neighbourhood.`} />
      <PageBody>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-8">
            <Section title="Why Join?">
              <BulletList items={WHY_JOIN} />
            </Section>
            <Section title="Membership Fee">
              <p className="text-3xl font-bold text-brand-900">{membershipFeeText}</p>
              <p className="mt-2 text-gray-700">{MEMBERSHIP_FACTS.eligibility}</p>
            </Section>
            <Section title="Member Benefits">
              <BulletList items={MEMBER_BENEFITS} />
            </Section>
            <Section title="Membership Year">
              <p className="text-gray-700">{MEMBERSHIP_FACTS.year}</p>
            </Section>
          </div>
          <div className="space-y-6">
            <Card title={<span className="text-xl">{joining.payOnline ? 'Join Online' : 'Pay Online'}</span>}>
              <Notice tone="info" id="membership-age-notice">
                {MEMBERSHIP_FACTS.ageNotice}
              </Notice>
              {joining.payOnline ? (
                <JoinForm form={emptyJoinForm(joining, membershipYearOf(today))} noticeId="membership-age-notice" />
              ) : (
                <MembershipPaymentForm hostedButtonId={paymentButtonId} feeText={membershipFeeText} noticeId="membership-age-notice" />
              )}
            </Card>
            <Card title="How to Join">
              <ol className="list-decimal space-y-2 pl-5">
                <li>
                  Pay online with the form above, or join in person at a community meeting:{' '}
                  <TextLink to="/calendar">view the meeting schedule</TextLink>.
                </li>
                <li>
                  Or send an e-mail to <MailLink /> and we will help you sign up.
                </li>
              </ol>
            </Card>
            <Card title="Already a Member?">
              <p>
                See whether you are paid up, get a receipt again, change your address or e-mail choices, or renew in{' '}
                <TextLink to={PORTAL_PATHS.home}>My membership</TextLink>: we e-mail you a link, no password needed.
              </p>
            </Card>
            <Card title="More Ways to Help">
              <p>
                Members make the association work. <TextLink to="/volunteer">Volunteer with us</TextLink> or explore other ways to{' '}
                <TextLink to="/get-involved">get involved</TextLink>.
              </p>
            </Card>
          </div>
        </div>
      </PageBody>
    </>
  );
}
