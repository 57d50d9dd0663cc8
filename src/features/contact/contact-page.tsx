import { containerClass, layoutClasses } from '../../components/ui/layout';
import { contactLinks, formatAddress, site, WHATSAPP_LINK_TEXT } from '../../config/site';
import { hasBackgroundSync } from '../../lib/pwa/background-sync';
import classes from './contact.module.css';
import { ContactForm } from './contact-form';
import { OUTBOX_TEXT } from './contact-texts';
import { useOutboxStatus } from './use-outbox-status';

/** How many messages wait on this device. A live region that stays, so the count going down is heard. */
function OutboxSummary() {
  const { waiting } = useOutboxStatus();
  return (
    <p role="status" className={waiting > 0 ? `${classes.notice} ${classes.waiting}` : classes.errorSummary}>
      {waiting > 0 ? OUTBOX_TEXT.waiting(waiting, hasBackgroundSync()) : ''}
    </p>
  );
}

/** The contact page: the kit's elements only, so it downloads no Mantine (src/components/ui/layout.ts). */
export function ContactPage() {
  return (
    <>
      <header className={classes.banner}>
        <div className={containerClass('lg')}>
          <h1 className={classes.bannerTitle}>Contact Us</h1>
          <p className={classes.bannerLead}>
            Questions, partnerships, volunteering or prayer requests: we would love to hear from you. Write to{' '}
            {site.name} below and we will answer as soon as we can.
          </p>
        </div>
      </header>
      <div className={containerClass('lg', layoutClasses.section)}>
        <div className={classes.layout}>
          <section aria-labelledby="contact-details-title" className={classes.details}>
            <h2 id="contact-details-title" className={classes.sectionTitle}>
              Get in touch
            </h2>
            <dl className={classes.detailList}>
              <dt>Phone</dt>
              <dd>
                <a href={contactLinks.phone}>{site.contact.phone}</a>
              </dd>
              {contactLinks.whatsapp && (
                <>
                  <dt>WhatsApp</dt>
                  <dd>
                    <a href={contactLinks.whatsapp}>{WHATSAPP_LINK_TEXT}</a>
                  </dd>
                </>
              )}
              <dt>Email</dt>
              <dd>
                <a href={contactLinks.email}>{site.contact.email}</a>
              </dd>
              <dt>Address</dt>
              <dd>
                <address>{formatAddress(site.contact.address)}</address>
              </dd>
            </dl>
          </section>
          <div>
            <OutboxSummary />
            <ContactForm />
          </div>
        </div>
      </div>
    </>
  );
}
