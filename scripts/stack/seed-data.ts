/** What the local stack starts with; tests import it. These passwords protect nothing real. */

export const SEED_ACCOUNTS = {
  /** Receives the custom claim admin == true, like `npm run grant-admin` gives the real one. */
  admin: { email: 'admin@example.org', password: 'admin12345', displayName: 'Site Administrator' },
  /** Signed in but not the administrator: sees "Not authorized" on /admin. */
  member: { email: 'member@example.org', password: 'member12345', displayName: 'Church Member' },
} as const;

/** A blank line between paragraphs, as the admin form's textarea makes them. */
const paragraphs = (...texts: string[]): string => texts.join('\n\n');

/** Oldest first, two weeks apart, so the newest-first order is unambiguous. */
export const SEED_POSTS = [
  {
    id: 'mobile-schools-reach-herder-settlements',
    title: 'Mobile schools reach children in herder settlements',
    summary:
      'Two teachers on motorbikes now bring lessons to 140 children whose families move with their cattle across Plateau State.',
    content: paragraphs(
      'When families move with their herds, the nearest classroom is often a day’s walk away. Since October, two of our teachers have travelled by motorbike to four settlements around Bokkos, carrying blackboards, exercise books and a solar lamp.',
      'Lessons follow the rhythm of the camp: reading and numbers in the cool of the morning, before the children go out with the animals. Parents chose the hours themselves at a meeting under the big tamarind tree.',
      'After one term, 140 children attend at least three days a week, and 38 of them can now read a short story aloud in Hausa. Next term we add a third teacher and simple English.',
      'Thank you to everyone who gave towards fuel and books. Forty thousand naira keeps a teacher on the road for a month.',
    ),
    createdAt: '2026-01-12T09:00:00.000Z',
  },
  {
    id: 'borehole-brings-clean-water-to-kufana',
    title: 'A new borehole brings clean water to Kufana',
    summary:
      'Women and girls in Kufana no longer walk two hours for water: the village’s first solar-powered borehole was commissioned this month.',
    content: paragraphs(
      'For years the women and girls of Kufana, in southern Kaduna, walked to a seasonal stream and back before school or farm work. In the dry season the stream shrank to a muddy pool, and cases of typhoid rose every year.',
      'The new borehole is 85 metres deep, with a solar pump and a 10,000-litre tank beside the primary school. A water committee of six, four of them women, collects a small monthly fee for repairs and keeps the key.',
      'On commissioning day the village chief opened the first tap, and the schoolchildren sang. The head teacher says attendance has already improved, because girls arrive on time.',
      'Two more villages have asked for a borehole. A survey and drilling cost about 4.5 million naira per site; every gift brings the next one closer.',
    ),
    createdAt: '2026-01-26T09:00:00.000Z',
  },
  {
    id: 'servant-leadership-training-in-jos',
    title: 'Thirty-two pastors complete servant leadership training in Jos',
    summary:
      'Church and community leaders from five states spent six weeks learning to lead by serving, to manage resources openly and to resolve conflict.',
    content: paragraphs(
      'Our leadership course brought together 32 pastors, youth leaders and women’s fellowship leaders from Plateau, Bauchi, Kaduna, Nasarawa and Benue.',
      'The six weeks covered servant leadership from the Gospels, keeping honest accounts, safeguarding children and vulnerable adults, and mediating disputes between farming and herding communities.',
      'Each participant left with a plan for one change in their own congregation. Pastor Danjuma from Pankshin will start publishing his church’s accounts every quarter; Mrs Ladi from Lafia will train ten youth mentors.',
      'We will visit every participant within six months to see how the plans are going and to share what we learn on this blog.',
    ),
    createdAt: '2026-02-09T09:00:00.000Z',
  },
  {
    id: 'hausa-bibles-for-rural-congregations',
    title: '1,200 Hausa Bibles delivered to rural congregations',
    summary:
      'Thanks to a partner church abroad, 1,200 Bibles in Hausa reached 27 village congregations where many families had never owned one.',
    content: paragraphs(
      'In many village churches only the pastor owns a Bible, and members follow the reading by ear. This month a pickup truck loaded with 1,200 Hausa Bibles set out on a ten-day round of 27 congregations.',
      'We gave priority to Sunday school teachers, literacy class graduates and families who asked for one. Audio Bibles on solar players went to three congregations where few adults read.',
      'At Tudun Wada an elderly deacon held his copy for a long time before he spoke: "Now my grandchildren can read to me."',
      'The Bibles were a gift; delivery cost 600,000 naira in fuel and vehicle repairs, covered by your donations to the Mission fund.',
    ),
    createdAt: '2026-02-23T09:00:00.000Z',
  },
  {
    id: 'trauma-healing-circles-in-benue',
    title: 'Trauma healing circles for displaced families in Benue',
    summary:
      'Twelve trained facilitators now lead weekly healing circles in two camps for families displaced by violence near Makurdi.',
    content: paragraphs(
      'Many families in the camps near Makurdi lost homes, crops and loved ones. Grief and fear do not end when the shooting stops, and children often carry them in silence.',
      'We trained twelve facilitators, pastors, nurses and camp volunteers, in a Bible-based trauma healing programme. Each leads a circle of about fifteen people that meets weekly for ten weeks.',
      'The circles give people a safe place to tell their story, to lament, and to begin to forgive. Facilitators refer anyone in crisis to the camp clinic.',
      'A mother of five told her group: "I thought I was going mad. Now I know my heart is wounded, and wounds can heal."',
      'A circle of ten weeks costs 150,000 naira, including materials and a shared meal at each meeting.',
    ),
    createdAt: '2026-03-09T09:00:00.000Z',
  },
  {
    id: 'scholarships-keep-girls-in-school',
    title: 'Scholarships keep 45 girls in secondary school',
    summary:
      'This year’s scholarships cover fees, uniforms and books for 45 girls who would otherwise have left school after primary six.',
    content: paragraphs(
      'In the communities we serve, girls are often the first to leave school when money runs short. This year 45 girls in junior and senior secondary school receive a full scholarship.',
      'What a scholarship covers:\nSchool fees for the year\nTwo uniforms and a pair of sandals\nTextbooks and exam registration\nA monthly mentoring session',
      'Mentors are women from local churches who meet the girls each month to talk about study, health and their hopes. Parents sign a promise to keep their daughters in school until they finish.',
      'Last year all eleven scholarship girls who sat the senior school certificate passed, and four have started at a college of education.',
      'A full scholarship costs 180,000 naira a year.',
    ),
    createdAt: '2026-03-23T09:00:00.000Z',
  },
  {
    id: 'volunteers-rebuild-classroom-after-storm',
    title: 'Volunteers rebuild a classroom after the storm',
    summary:
      'When a windstorm tore the roof off a village classroom in Bauchi State, parents and volunteers rebuilt it in three weeks.',
    content: paragraphs(
      'The first storm of the rainy season lifted the zinc roof off the mobile school’s only permanent classroom near Tafawa Balewa. Nobody was hurt, but lessons moved under a tree.',
      'Parents moulded blocks, a local carpenter donated his time, and a team of volunteers from Jos came for two weekends. This time the roof is bolted to a concrete ring beam.',
      'Lessons are back indoors, and the community has asked to use the room for adult literacy classes in the evenings.',
    ),
    createdAt: '2026-04-06T09:00:00.000Z',
  },
];

export const SEED_POSTS_NEWEST_FIRST = [...SEED_POSTS].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
