import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FEED_PATH, FEED_TYPE } from '../../shared/blog-addresses';
import { contactLinks, formatAddress, site, WHATSAPP_LINK_TEXT } from '../../config/site';
import { PrivacyChoicesButton } from '../../features/consent/privacy-choices-button';
import { SaveForOfflineWhenNear } from '../../components/offline-save/save-for-offline-when-near';
import { Grid } from '../../components/ui/grid';
import { containerClass } from '../../components/ui/layout';
import { NavLinkList } from '../../components/layout/nav-link-list';
import { programSummaryList } from '../../content/program-summaries';
import { FOOTER_QUICK_LINKS, LEGAL_LINKS } from '../../components/layout/nav-links';
import classes from './site-footer.module.css';

/** Not a labelled section: a region landmark named "Contact Us" would clash with a page's section of that title. */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={classes.heading}>{title}</h2>
      {children}
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={containerClass('lg')}>
        <Grid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <FooterColumn title={site.name}>
            <p>{site.tagline}</p>
          </FooterColumn>
          <FooterColumn title="Quick Links">
            <nav aria-label="Quick links" className={classes.list}>
              <NavLinkList items={FOOTER_QUICK_LINKS} className={classes.link} />
              {/* A plain link: the feed is the blog function's answer, not a route of the app. */}
              <a className={classes.link} href={FEED_PATH} type={FEED_TYPE}>
                Blog feed (RSS)
              </a>
            </nav>
          </FooterColumn>
          <FooterColumn title="Our Programs">
            <nav aria-label="Programs" className={classes.list}>
              {programSummaryList.map((program) => (
                <Link
                  key={program.id}
                  to="/programs/$programId"
                  params={{ programId: program.id }}
                  className={classes.link}
                >
                  {program.title}
                </Link>
              ))}
            </nav>
          </FooterColumn>
          <FooterColumn title="Contact Us">
            <address className={classes.list} style={{ fontStyle: 'normal' }}>
              <span>{formatAddress(site.contact.address)}</span>
              <a className={classes.link} href={contactLinks.phone}>
                {site.contact.phone}
              </a>
              {contactLinks.whatsapp && (
                <a className={classes.link} href={contactLinks.whatsapp}>
                  {WHATSAPP_LINK_TEXT}
                </a>
              )}
              <a className={classes.link} href={contactLinks.email}>
                {site.contact.email}
              </a>
            </address>
          </FooterColumn>
        </Grid>
        <div className={classes.save}>
          <SaveForOfflineWhenNear />
        </div>
        <div className={classes.bottom}>
          <p>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Legal" className={classes.list} style={{ gridAutoFlow: 'column', gap: 16 }}>
            <NavLinkList items={LEGAL_LINKS} className={classes.link} />
            <PrivacyChoicesButton className={classes.link} />
          </nav>
        </div>
      </div>
    </footer>
  );
}
