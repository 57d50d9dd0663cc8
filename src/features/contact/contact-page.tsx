import { containerClass, layoutClasses } from '../../components/ui/layout';
import { site } from '../../config/site';
import classes from './contact.module.css';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { OutboxSummary } from './outbox-summary';

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
          <ContactDetails />
          <div>
            <OutboxSummary />
            <ContactForm />
          </div>
        </div>
      </div>
    </>
  );
}
