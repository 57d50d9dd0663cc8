/** The footer's control, named in the privacy policy too; its own module so the footer does not import the policy. */
export const PRIVACY_CHOICES_LABEL = 'Privacy choices';
