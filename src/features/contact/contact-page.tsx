import { Container } from '@mantine/core';
import { MantineScope } from '../../components/mantine-scope';
import { site } from '../../config/site';
import classes from './contact.module.css';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { OutboxSummary } from './outbox-summary';

/** The contact page, inside its own MantineScope: the form is Mantine's, so the page brings the provider. */
export function ContactPage() {
  return (
    <MantineScope>
      <header className={classes.banner}>
        <Container size="lg">
          <h1 className={classes.bannerTitle}>Contact Us</h1>
          <p className={classes.bannerLead}>
            Questions, partnerships, volunteering or prayer requests: we would love to hear from you. Write to{' '}
            {site.name} below and we will answer as soon as we can.
          </p>
        </Container>
      </header>
      <Container size="lg" py="xl">
        <div className={classes.layout}>
          <ContactDetails />
          <div>
            <OutboxSummary />
            <ContactForm />
          </div>
        </div>
      </Container>
    </MantineScope>
  );
}
