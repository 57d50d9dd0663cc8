import { contactLinks, formatAddress, site, WHATSAPP_LINK_TEXT } from '../../config/site';
import classes from './contact.module.css';

/** Phone, e-mail and address from the site settings, as links a phone can act on. */
export function ContactDetails() {
  return (
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
  );
}
