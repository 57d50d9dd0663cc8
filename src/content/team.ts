/**
 * The leadership team on the About page.
 *
 * PLACEHOLDER: names, bios, photos and profile links are invented; replace them with the real
 * team (and their consent to be shown) before launch.
 */
import { image, type ImageAsset } from './types';

export type TeamSocialNetwork = 'facebook' | 'linkedin' | 'x' | 'instagram';

export interface TeamSocialLink {
  network: TeamSocialNetwork;
  url: string;
  /** Accessible name of the icon-only link, e.g. "Grace Nwosu on LinkedIn". */
  label: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: ImageAsset;
  socials: TeamSocialLink[];
}

const NETWORK_NAMES: Record<TeamSocialNetwork, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X',
  instagram: 'Instagram',
};

// Builds the label from the name so a renamed member cannot keep someone else's link text.
function social(name: string, network: TeamSocialNetwork, url: string): TeamSocialLink {
  return { network, url, label: `${name} on ${NETWORK_NAMES[network]}` };
}

export const teamHeading = 'Our Leadership Team';

export const team: TeamMember[] = [
  {
    name: 'Rev. Samuel Adeyemi',
    role: 'Founder and Executive Director',
    bio: "Samuel began visiting rural communities and sponsoring orphans in 2007. He leads the mission's vision and its partnerships with churches and communities.",
    image: image('/images/team/samuel-adeyemi.jpg', 'Portrait of Rev. Samuel Adeyemi', 'portrait'),
    socials: [
      social('Rev. Samuel Adeyemi', 'facebook', 'https://www.facebook.com/'),
      social('Rev. Samuel Adeyemi', 'linkedin', 'https://www.linkedin.com/'),
    ],
  },
  {
    name: 'Grace Nwosu',
    role: 'Director of Programs',
    bio: 'A teacher by training, Grace oversees the education, community development and mission programs and the staff who run them in the field.',
    image: image('/images/team/grace-nwosu.jpg', 'Portrait of Grace Nwosu', 'portrait'),
    socials: [
      social('Grace Nwosu', 'linkedin', 'https://www.linkedin.com/'),
      social('Grace Nwosu', 'instagram', 'https://www.instagram.com/'),
    ],
  },
  {
    name: 'Ibrahim Danjuma',
    role: 'Finance and Administration Lead',
    bio: "Ibrahim is a chartered accountant who keeps the mission's books, prepares the annual report and makes sure every gift reaches the work it was given for.",
    image: image('/images/team/ibrahim-danjuma.jpg', 'Portrait of Ibrahim Danjuma', 'portrait'),
    socials: [
      social('Ibrahim Danjuma', 'linkedin', 'https://www.linkedin.com/'),
      social('Ibrahim Danjuma', 'x', 'https://x.com/'),
    ],
  },
];
