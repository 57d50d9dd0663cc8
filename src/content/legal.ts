/**
 * The Privacy Policy (/privacy) and Terms of Use (/terms).
 *
 * Written to describe what this site actually does (EmailJS for the contact form, Firebase Analytics
 * only after consent, offline copies on the visitor's device). If the site changes how it handles
 * data, update the matching section here and `lastUpdated`. This text is a sensible starting point,
 * not legal advice: have it reviewed before launch.
 */
import { formatAddress, site } from '../config/site';
import { PRIVACY_CHOICES_LABEL } from './privacy-choices-label';
import type { TextSection } from './types';

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD); the page formats it for people. */
  lastUpdated: string;
  intro: string[];
  sections: TextSection[];
}

export { PRIVACY_CHOICES_LABEL };

const LAST_UPDATED = '2026-11-24';

const { name, contact } = site;
const address = formatAddress(contact.address);

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro: [
    `This policy explains what personal information ${name} ("we", "us") collects through this website, why, where it goes and the choices you have. We are a non-profit organisation in Nigeria and the controller of the personal data described here.`,
    'We collect as little as we can. You can read every page of this site without giving us any personal information.',
  ],
  sections: [
    {
      heading: 'Messages you send through the contact form',
      paragraphs: [
        'The contact form asks for your name, your e-mail address, a subject and your message. We use them only to read and answer your message.',
        `When you press send, the form is delivered by EmailJS, an e-mail sending service, to our inbox at ${contact.email}. EmailJS passes the message on as an e-mail; the form is not saved in a database on our servers. Your message then stays in our inbox for as long as we need it to answer you and follow up, and we delete correspondence we no longer need.`,
        "If you write a message while your device is offline, it is kept in your browser, on your device only, until the connection returns and it can be sent. Once it has been sent it is removed from your device. If you clear this site's data before then, the message is deleted and never sent.",
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'With your permission we use Google Firebase Analytics to learn which pages are read and how the site performs on different devices, so that we can improve it. It records pages visited, device and browser type, approximate location (country or city) and an identifier for your browser. It does not receive your name, e-mail address or the content of messages.',
        `Analytics is off until you agree to it. You can change your mind at any time with the "${PRIVACY_CHOICES_LABEL}" link in the footer of every page; once you withdraw, analytics stops for that browser.`,
      ],
    },
    {
      heading: 'What this site stores on your device',
      paragraphs: [
        'So that the site loads quickly and works without a connection, it stores some data in your browser, on your device. This data is not sent to us:',
        "Local storage keeps small settings, such as your analytics choice. IndexedDB keeps copies of blog posts you have read, so you can read them again offline, and any contact message waiting to be sent. The offline caches (Cache Storage, managed by the site's service worker) keep the pages, images and success-story videos, so the site works on a poor or expensive connection. Videos are not saved in advance when your browser asks to save data.",
        "You can remove all of it at any time: in your browser's settings, open the site settings for this website and choose to clear its data (on most phones: Settings, then Site settings, then this site, then Clear and reset). If you installed the site to your home screen, uninstalling it also removes its data.",
      ],
    },
    {
      heading: 'Donations',
      paragraphs: [
        'If you give by bank transfer, your bank shares with us the name on the account, the amount and the reference you enter. We use them to record your gift, thank you and keep the financial records Nigerian law requires.',
        'If you give online, you pay in the secure checkout of Paystack, our payment provider, which opens over our page. You give Paystack your e-mail address, the amount and the area you support, and your card or bank details in its checkout. We never see or store your card number. Paystack e-mails you a receipt and tells us the amount, the reference and the e-mail address, so that we can confirm your gift. For a monthly gift, Paystack keeps what it needs to charge you each month until you cancel.',
      ],
    },
    {
      heading: 'Who we share data with',
      paragraphs: [
        'We do not sell or rent personal data. We share it only with the services that run this site on our behalf, under their own privacy and security commitments: EmailJS (delivering contact messages), Google Firebase (hosting, analytics when you agree, and the sign-in used by our site administrator) and Paystack (gifts made online).',
        'Some of these providers store data outside Nigeria. Where that happens we rely on the safeguards the Nigeria Data Protection Act 2023 requires for transfers abroad. We will also disclose information where the law requires us to.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This site is meant for a general audience. If you are under 18, please ask a parent or guardian before sending us a message. Photos and stories of the children we support are published only with the consent of their parents or guardians, and we never publish information that would let someone locate a child.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The site is served only over an encrypted (HTTPS) connection, and access to our inbox and administration tools is limited to the people who need it. No system is perfectly secure, so please do not send sensitive information such as bank passwords or medical details through the contact form.',
      ],
    },
    {
      heading: 'Your rights under the Nigeria Data Protection Act 2023',
      paragraphs: [
        'You have the right to be told how your personal data is used; to access the personal data we hold about you; to have inaccurate data corrected (rectification); to have your data deleted (erasure); to restrict or object to our use of it; to receive it in a portable form; and to withdraw consent at any time, without affecting what was done before.',
        'If you are not satisfied with how we handle your data, you may complain to the Nigeria Data Protection Commission (ndpc.gov.ng). We would be grateful for the chance to put things right first.',
      ],
    },
    {
      heading: 'Contact us about your privacy',
      paragraphs: [
        `To make a request or ask a question about your personal data, write to ${contact.email} with the subject "Privacy request", or by post to ${name}, ${address}. We may ask you to confirm your identity before acting on a request, and we aim to answer within 30 days.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle personal data, we will update this page and the date at the top. Significant changes will also be announced on the site.',
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: LAST_UPDATED,
  intro: [
    `These terms apply to your use of the ${name} website. By using the site you accept them. If you do not agree, please do not use the site.`,
  ],
  sections: [
    {
      heading: 'Using our content',
      paragraphs: [
        `The text, photos, videos and logos on this site belong to ${name} or are used with permission. You are welcome to read, share links to, and quote short extracts from our pages for non-commercial purposes, provided you name ${name} as the source.`,
        'Please do not copy, edit or reuse photos or videos of the people we serve, especially children, anywhere else. They shared their faces and stories with us on trust. Any other use of our content needs our written permission.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use the site for anything unlawful, send spam or abusive messages through the contact form, or try to break, overload or gain unauthorised access to the site or the services behind it.',
      ],
    },
    {
      heading: 'Donations',
      paragraphs: [
        'Donations are voluntary gifts. You receive no goods or services in return, and the amounts shown on the Donate page are examples of what a gift can do, not prices.',
        'Donations are non-refundable, except where a gift was made in error, for example a wrong amount or a duplicate payment. In that case please contact us within 30 days with the date, amount and reference of the payment, and we will return the amount we received, less any charges our bank or payment provider does not return to us.',
        'We use each gift for the area you chose. If that need has been fully met or the work cannot go ahead, we use the gift where the need is greatest within our charitable purposes. We cannot advise on whether your gift is tax-deductible where you live.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'Our site links to other websites, such as our social media pages and our payment provider. We do not control them and are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: 'No warranty',
      paragraphs: [
        'We work to keep the information on this site accurate and up to date, but it is provided "as is", without any warranty. Copies saved on your device for offline reading may be out of date until you are back online. We may change, suspend or withdraw any part of the site without notice.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for any loss or damage arising from your use of the site or from relying on its content. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: ['How we handle personal information is explained in our Privacy Policy.'],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows when they last changed; continuing to use the site after a change means you accept the new terms.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Nigeria have jurisdiction over any dispute about them.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms are welcome at ${contact.email} or by post to ${name}, ${address}.`],
    },
  ],
};
