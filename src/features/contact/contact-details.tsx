import { contactLinks, formatAddress, site } from '../../config/site';
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
