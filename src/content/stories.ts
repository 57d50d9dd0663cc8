/**
 * The 13 success stories on the Impact page and at /impact/story/{id}.
 *
 * PLACEHOLDER: the names and texts below are illustrative samples written for the placeholder
 * videos. Replace each with a real testimony, given with the person's (or guardian's) consent,
 * before launch. The video of story N is /videos/story{N}.mp4 and is matched by card position,
 * so keep the ids in order 1..13 when replacing.
 */
import { MEDIA_SIZES, image, type VideoAsset } from './types';

export interface Story {
  /** The number in the URL and in the video file name: '1'..'13'. */
  id: string;
  /** The person's name, shown as the card title. */
  title: string;
  /** Who they are, e.g. "Scholarship student". */
  role: string;
  story: string;
  video: VideoAsset;
}

interface StoryText {
  title: string;
  role: string;
  story: string;
}

const storyTexts: StoryText[] = [
  {
    title: 'Amina Yusuf',
    role: 'Scholarship student, senior secondary school',
    story:
      'Amina lost both parents when she was nine and stayed home for two years because no one could pay her fees. With a scholarship she returned to school, and she now tops her class in biology. She wants to become a nurse and care for the village that cared for her.',
  },
  {
    title: 'Chinedu Okafor',
    role: 'Former street child, now apprentice electrician',
    story:
      'Chinedu spent his early teens selling water sachets at a motor park. Through sponsorship he finished junior secondary school, and career guidance led him to an electrical apprenticeship. He now sends part of his earnings home to help his younger sisters stay in school.',
  },
  {
    title: 'Mrs. Grace Danladi',
    role: 'Mobile school teacher',
    story:
      'Grace teaches forty children in a mobile school in a farming settlement that had no classroom. Many of her pupils are reading for the first time. She says the best part of her week is hearing parents ask what their children learned today.',
  },
  {
    title: 'Ibrahim Musa',
    role: 'Displaced pupil, primary school',
    story:
      'Ibrahim and his family fled their village when violence reached it. In the camp he joined a mobile school and received books and a uniform. He now reads to his younger brother every evening and dreams of becoming an engineer.',
  },
  {
    title: 'Blessing Eze',
    role: "Missionary's daughter, university student",
    story:
      'Blessing grew up moving between villages with her parents, who serve as missionaries. Sponsorship kept her education steady through every move, and she is now studying accounting at university. She volunteers as a mentor for younger scholarship students.',
  },
  {
    title: 'Chief Emmanuel Gyang',
    role: 'Community leader',
    story:
      "For years the women and children of Chief Gyang's community walked over an hour to a stream for water. Since the borehole was drilled, water is a short walk away and cases of illness have fallen. The time saved now goes to school and farming.",
  },
  {
    title: 'Hauwa Bello',
    role: 'Graduate of the skill training centre',
    story:
      'Hauwa learned tailoring at the skill training centre and received a sewing machine at graduation. She now runs a small shop making school uniforms for her neighbourhood. Her income pays the fees of her three children.',
  },
  {
    title: 'Mama Ngozi Nwachukwu',
    role: 'Widow and farmer',
    story:
      'After a poor harvest left her family without food, Mama Ngozi received food support and improved seeds. The next season her farm fed her household with some left over to sell. She now shares her seeds with other widows in her church.',
  },
  {
    title: 'Samuel Adamu',
    role: 'Participant in trauma healing',
    story:
      'Samuel could not sleep for months after his village was attacked. In a trauma healing group he found people who understood, and slowly learned to speak about what happened. He now helps lead the group for newcomers.',
  },
  {
    title: 'Pastor John Bitrus',
    role: 'Church leader trained in mission',
    story:
      "Pastor John completed the leadership training and returned to a community with no church. Today a congregation of sixty meets under the roof they built together. He says the training taught him to care for his people's needs as well as their faith.",
  },
  {
    title: 'Esther Audu',
    role: "Women's fellowship leader",
    story:
      "Esther leads a women's fellowship that began after an outreach visit to her village. The group studies the Bible together and runs a savings scheme that has helped members start small businesses. She is training two younger women to lead with her.",
  },
  {
    title: 'Pastor Daniel Akpan',
    role: 'Church planter',
    story:
      'Trained through the mission program, Pastor Daniel has helped plant three churches in remote communities. Each new church received Bibles in the local language. He now trains other leaders in the same villages.',
  },
  {
    title: 'Fatima Abubakar',
    role: 'Former scholarship student, now a teacher',
    story:
      'Fatima was one of the first children sponsored by the mission. She completed her teacher training last year and now teaches in the mobile school where she once learned to read. She tells her pupils that where they start does not decide where they finish.',
  },
];

/** The video and poster names for a story; the media script and the service worker rely on them. */
export function storyVideo(id: string, title: string): VideoAsset {
  return {
    src: `/videos/story${id}.mp4`,
    poster: image(`/images/stories/story${id}.jpg`, `${title}, from the video of their story`, 'videoPoster'),
    title: `Video: ${title}'s story`,
    ...MEDIA_SIZES.video,
  };
}

/** Ids come from position, so card N always plays story{N}.mp4 as the spec requires. */
export const stories: Story[] = storyTexts.map((text, index) => {
  const id = String(index + 1);
  return { id, ...text, video: storyVideo(id, text.title) };
});

export function findStory(id: string): Story | undefined {
  return stories.find((story) => story.id === id);
}
