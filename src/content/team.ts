/**
 * The leadership team on About, from content/team.json. PLACEHOLDER: names, bios, photos and links are
 * invented; replace them with the real team (and their consent to be shown) before launch.
 */
import teamFile from '../../content/team.json' with { type: 'json' };
import { NETWORK_NAMES } from '../config/site';
import type { ContentFile } from './schemas';
import { image } from './types';
import { tonesOf } from './image-tones';

export type TeamSocialNetwork = (typeof data)['members'][number]['socials'][number]['network'];

const data = teamFile as ContentFile<'content/team.json'>;
const tones = tonesOf(teamFile);

export const teamHeading = data.heading;

export const team = data.members.map((member) => ({
  name: member.name,
  role: member.role,
  bio: member.bio,
  image: image({ src: member.photo, alt: member.photoAlt }, 'portrait', tones),
  // Labels come from the name so a renamed member cannot keep someone else's link text.
  socials: member.socials.map(({ network, url }) => ({
    network,
    url,
    label: `${member.name} on ${NETWORK_NAMES[network]}`,
  })),
}));
