/**
 * Deterministic demo data (fixed amounts and times) so tests can check sums exactly.
 * Amounts are in poisha.
 */
import type { Cause } from '../types.js';

export const DEMO_ADMIN = { name: 'Relief Admin', email: 'admin@relief.test', password: 'relief-admin' } as const;
export const DEMO_USER = { name: 'Nusrat Jahan', email: 'user@relief.test', password: 'relief-user' } as const;

const DAY = 86_400_000;
export const SEED_EPOCH = Date.UTC(2025, 8, 1, 6, 0, 0); // 1 Sep 2025

export interface SeedUser {
  key: string;
  name: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
  profession: string;
  address: string;
}

export const SEED_USERS: SeedUser[] = [
  { key: 'admin', ...DEMO_ADMIN, role: 'admin', profession: 'Relief coordinator', address: 'Dhanmondi, Dhaka' },
  { key: 'user', ...DEMO_USER, role: 'user', profession: 'School teacher', address: 'Agrabad, Chattogram' },
  { key: 'rafiq', name: 'Rafiqul Islam', email: 'rafiq@relief.test', password: 'relief-rafiq', role: 'user', profession: 'Civil engineer', address: 'Zindabazar, Sylhet' },
  { key: 'tasnim', name: 'Tasnim Ahmed', email: 'tasnim@relief.test', password: 'relief-tasnim', role: 'user', profession: 'Doctor', address: 'Sonadanga, Khulna' },
  { key: 'mahmud', name: 'Mahmudul Hasan', email: 'mahmud@relief.test', password: 'relief-mahmud', role: 'user', profession: 'Software developer', address: 'Uttara, Dhaka' },
];

export interface SeedCampaign {
  key: string;
  title: string;
  category: Cause;
  image: string;
  targetTk: number;
  description: string;
}

export const SEED_CAMPAIGNS: SeedCampaign[] = [
  {
    key: 'flood-sylhet',
    title: 'Sylhet Flood Emergency Food Packs',
    category: 'Flood',
    image: '/assets/campaigns/flood-sylhet.svg',
    targetTk: 500_000,
    description:
      'Flash floods along the Surma and Kushiyara rivers have cut off villages in Sunamganj and Sylhet. Each Tk 1,500 pack feeds a family of five for a week: rice, lentils, oil, salt, oral saline and water purification tablets, delivered by boat by our local partners.',
  },
  {
    key: 'cyclone-khulna',
    title: 'Cyclone Shelter Repairs in Koyra',
    category: 'Cyclone',
    image: '/assets/campaigns/cyclone-coast.svg',
    targetTk: 800_000,
    description:
      'The last cyclone tore the roofs off three community shelters in Koyra, Khulna. Your gift buys corrugated iron sheets, solar lamps and ramps so that elderly people and mothers with babies can reach safety before the next storm surge.',
  },
  {
    key: 'education-boats',
    title: 'Boat Schools for Char Children',
    category: 'Education',
    image: '/assets/campaigns/education-boat.svg',
    targetTk: 350_000,
    description:
      'On the river islands (chars) of Gaibandha, schools wash away every monsoon. Solar-powered boat schools pick children up from their doorsteps. Donations pay teachers, books and the boat fuel for a full school year.',
  },
  {
    key: 'food-ramadan',
    title: 'Hot Meals for Flood-Displaced Families',
    category: 'Food Donation',
    image: '/assets/campaigns/food-meals.svg',
    targetTk: 250_000,
    description:
      'Community kitchens in Kurigram cook rice, dal and vegetables for families sheltering in schools and on embankments. Tk 60 provides one nutritious hot meal; local volunteers cook and serve twice a day.',
  },
  {
    key: 'industrial-savar',
    title: 'Support for Injured Garment Workers',
    category: 'Industrial Accident',
    image: '/assets/campaigns/industrial-care.svg',
    targetTk: 600_000,
    description:
      'After the factory fire near Savar, dozens of workers face months without wages while they recover. Your support covers surgery, physiotherapy and a monthly allowance for families until workers can return to work or retrain.',
  },
  {
    key: 'flood-feni',
    title: 'Feni Flood Recovery: Rebuild Homes',
    category: 'Flood',
    image: '/assets/campaigns/flood-homes.svg',
    targetTk: 900_000,
    description:
      'Record rains in Feni and Noakhali left thousands of mud homes collapsed. We provide raised plinths, bamboo frames and tin roofs built with the families themselves, so the next flood water passes underneath.',
  },
  {
    key: 'cyclone-water',
    title: 'Safe Drinking Water after the Cyclone',
    category: 'Cyclone',
    image: '/assets/campaigns/cyclone-water.svg',
    targetTk: 400_000,
    description:
      'Storm surges have turned ponds and tube wells salty in Satkhira and Bagerhat. Rainwater harvesting tanks and mobile desalination units give villages clean water while wells are repaired.',
  },
  {
    key: 'education-kits',
    title: 'School Kits for Flood-Hit Students',
    category: 'Education',
    image: '/assets/campaigns/education-kits.svg',
    targetTk: 200_000,
    description:
      'Floods destroyed books, uniforms and bags of thousands of students in Sunamganj. Tk 800 gives one child a complete kit so that no one drops out because their family lost everything.',
  },
  {
    key: 'food-rice',
    title: 'Rice and Lentils for Cyclone Survivors',
    category: 'Food Donation',
    image: '/assets/campaigns/food-rice.svg',
    targetTk: 300_000,
    description:
      'Fishing families on the Bhola coast lost boats and nets in the storm. Monthly dry rations of rice, lentils and oil carry a family through until they can fish again.',
  },
  {
    key: 'industrial-chattogram',
    title: 'Chattogram Depot Explosion Relief',
    category: 'Industrial Accident',
    image: '/assets/campaigns/industrial-relief.svg',
    targetTk: 450_000,
    description:
      'The container depot explosion in Sitakunda injured hundreds of workers and firefighters. Funds go to burn treatment, medicines and support for the families of those who were lost.',
  },
];

/** Donors: registered users (by key) sign in to donate; guests type a name and email. */
export interface SeedDonor {
  userKey?: string;
  name: string;
  email: string;
}
export const SEED_DONORS: SeedDonor[] = [
  { userKey: 'user', name: DEMO_USER.name, email: DEMO_USER.email },
  { userKey: 'rafiq', name: 'Rafiqul Islam', email: 'rafiq@relief.test' },
  { userKey: 'tasnim', name: 'Tasnim Ahmed', email: 'tasnim@relief.test' },
  { userKey: 'mahmud', name: 'Mahmudul Hasan', email: 'mahmud@relief.test' },
  { name: 'Farhana Akter', email: 'farhana.akter@example.com' },
  { name: 'Sabbir Rahman', email: 'sabbir.rahman@example.com' },
  { name: 'Anika Chowdhury', email: 'anika.c@example.com' },
  { name: 'Imran Hossain', email: 'imran.hossain@example.com' },
  { name: 'Shirin Sultana', email: 'shirin.sultana@example.com' },
  { name: 'Kamal Uddin', email: 'kamal.uddin@example.com' },
  { name: 'Lamia Karim', email: 'lamia.karim@example.com' },
  { name: 'Jubayer Alam', email: 'jubayer.alam@example.com' },
  // Organisations giving offline (cash or cheque) have no email address: index 12 onwards.
  { name: 'Sylhet Traders Association', email: '' },
  { name: 'Bashundhara Mosque Committee', email: '' },
  { name: 'Green Thread Garments staff', email: '' },
  { name: 'Chattogram Port Workers Union', email: '' },
  { name: 'Dhaka University Alumni Circle', email: '' },
];

const AMOUNTS_TK = [500, 1000, 250, 1500, 2000, 750, 300, 5000, 1200, 100.5];
const CHANNELS = ['bkash', 'nagad', 'rocket', 'bkash', 'bank'] as const;

export type SeedStatus = 'confirmed' | 'pending' | 'refunded' | 'rejected' | 'expired';

export interface SeedDonation {
  donor: number; // index in SEED_DONORS
  campaign: number; // index in SEED_CAMPAIGNS
  amountPoisha: number;
  anonymous: boolean;
  /** When given (pending gifts: filled in at seeding time, hours before it). */
  time: number;
  status: SeedStatus;
  method: 'transfer' | 'offline';
  channel: 'bkash' | 'nagad' | 'rocket' | 'bank' | 'cash' | 'cheque' | null;
  transactionId: string | null;
  senderNumber: string | null;
  /** Pending gifts only: made this many hours before the seed ran (so they have not expired). */
  pendingAgeHours?: number;
  reason?: string;
}

const txId = (i: number) => `SD${(i * 7_919 + 104_729).toString(36).toUpperCase().padStart(6, '0')}`;
const mobile = (i: number) => `01${[7, 8, 9, 6, 5][i % 5]}${String(10_000_000 + ((i * 7_127) % 89_999_999)).slice(0, 8)}`;

/** 40 gifts from 12 people by transfer; every 7th is anonymous. Gift 5 was refunded, gift 11 rejected, gift 17 expired. */
const TRANSFERS: SeedDonation[] = Array.from({ length: 40 }, (_, i) => {
  const channel = CHANNELS[i % CHANNELS.length]!;
  const status: SeedStatus = i === 5 ? 'refunded' : i === 11 ? 'rejected' : i === 17 ? 'expired' : 'confirmed';
  return {
    donor: i % 12,
    campaign: (i * 3 + Math.floor(i / 10)) % 10,
    amountPoisha: Math.round(AMOUNTS_TK[i % AMOUNTS_TK.length]! * 100) + (i % 4) * 25,
    anonymous: i % 7 === 3,
    time: SEED_EPOCH + 12 * DAY + i * 9 * 3_600_000,
    status,
    method: 'transfer',
    channel: status === 'expired' ? null : channel,
    transactionId: status === 'expired' ? null : txId(i),
    senderNumber: status === 'expired' ? null : channel === 'bank' ? String(2_050_100_000 + i * 37) : mobile(i),
    ...(status === 'refunded' ? { reason: 'The donor sent it to the wrong campaign and asked for it back' } : {}),
    ...(status === 'rejected' ? { reason: 'No payment with this transaction ID reached our bKash account' } : {}),
  };
});

/**
 * Each campaign's share of its target once every confirmed gift is in: some funded (index 0 over, 2 exactly),
 * most part-way. Offline gifts from organisations (cash and cheques) make up the difference.
 */
export const SEED_PROGRESS = [1.04, 0.72, 1, 0.46, 0.2, 0.63, 0.35, 0.88, 0.12, 0.57];

/** Donors 12.. are organisations that hand over cash or cheques (no email: no account, no mail). */
export const SEED_OFFLINE_DONORS = [
  'Sylhet Traders Association',
  'Bashundhara Mosque Committee',
  'Green Thread Garments staff',
  'Chattogram Port Workers Union',
  'Dhaka University Alumni Circle',
];

function offlineTopUps(): SeedDonation[] {
  const out: SeedDonation[] = [];
  SEED_CAMPAIGNS.forEach((c, ci) => {
    const counted = TRANSFERS.filter((d) => d.campaign === ci && d.status === 'confirmed').reduce((sum, d) => sum + d.amountPoisha, 0);
    const rest = Math.round(c.targetTk * 100 * SEED_PROGRESS[ci]!) - counted;
    const first = Math.round((rest * 0.6) / 100) * 100;
    [first, rest - first].forEach((amountPoisha, k) => {
      const org = (ci + 2 * k) % SEED_OFFLINE_DONORS.length;
      const cheque = (ci + k) % 2 === 0;
      out.push({
        donor: 12 + org,
        campaign: ci,
        amountPoisha,
        anonymous: ci === 6 && k === 1, // one organisation asked to stay anonymous
        time: SEED_EPOCH + (20 + ci) * DAY + k * 5 * 3_600_000,
        status: 'confirmed',
        method: 'offline',
        channel: cheque ? 'cheque' : 'cash',
        transactionId: cheque ? `CHQ-${4_410_200 + ci * 10 + k}` : null,
        senderNumber: null,
      });
    });
  });
  return out;
}

/**
 * Gifts waiting in the Payments page. The first two have transaction IDs that the demo statement
 * (api/src/payments/demo-statement.csv) matches, so an admin can try the import.
 */
const PENDING: SeedDonation[] = [
  { donor: 0, campaign: 1, amountPoisha: 150_000, transactionId: 'BK7Q2M9XAD', senderNumber: '01711223344', channel: 'bkash', pendingAgeHours: 3 },
  { donor: 5, campaign: 0, amountPoisha: 250_050, transactionId: 'NG4T8R1PZE', senderNumber: '01819876543', channel: 'nagad', pendingAgeHours: 20 },
  { donor: 7, campaign: 3, amountPoisha: 70_000, transactionId: 'BK3H6J2LQW', senderNumber: '01912345670', channel: 'bkash', pendingAgeHours: 28 },
  { donor: 9, campaign: 5, amountPoisha: 500_000, transactionId: null, senderNumber: null, channel: null, pendingAgeHours: 50 },
  { donor: 2, campaign: 8, amountPoisha: 100_000, transactionId: null, senderNumber: null, channel: null, pendingAgeHours: 100 },
].map((p) => ({ ...p, anonymous: false, time: 0, status: 'pending' as const, method: 'transfer' as const, channel: p.channel as SeedDonation['channel'] }));

export const SEED_DONATIONS: SeedDonation[] = [...TRANSFERS, ...offlineTopUps(), ...PENDING];
/** The gifts whose money was seen: the only ones counted anywhere. */
export const SEED_CONFIRMED = SEED_DONATIONS.filter((d) => d.status === 'confirmed');
/** The leaderboard key of a seeded donor: their email, or the organisation's name for offline gifts without one. */
export const seedDonorKey = (d: SeedDonation) => SEED_DONORS[d.donor]!.email || SEED_DONORS[d.donor]!.name;

/** Receiving accounts: the platform's, and one campaign (index 1) with its own bKash number. */
export const SEED_ACCOUNTS = [
  { campaign: null, channel: 'bkash', label: 'bKash merchant (Relief)', number: '01700000001', accountName: 'Relief Foundation' },
  { campaign: null, channel: 'nagad', label: 'Nagad merchant (Relief)', number: '01800000002', accountName: 'Relief Foundation' },
  { campaign: null, channel: 'rocket', label: 'Rocket (Dutch-Bangla)', number: '01900000003', accountName: 'Relief Foundation' },
  { campaign: null, channel: 'bank', label: 'Dutch-Bangla Bank, Gulshan branch', number: '1051100012345', accountName: 'Relief Foundation' },
  { campaign: 1, channel: 'bkash', label: 'bKash (Koyra shelter fund)', number: '01700000011', accountName: 'Koyra Shelter Committee' },
] as const;

export const SEED_CAMPAIGN_TIME = (index: number) => SEED_EPOCH + index * DAY;

export const SEED_TESTIMONIALS = [
  { userKey: 'user', title: 'Help arrived by boat', testimonial: 'When the water rose in our village near Sunamganj, the Relief team reached us by boat within two days with rice, saline and clean water. I now volunteer with them every monsoon.' },
  { userKey: 'rafiq', title: 'Transparent and fast', testimonial: 'I can see exactly how much each campaign has raised and where my money went. The shelter repair in Koyra was finished before the next cyclone season.' },
  { userKey: 'tasnim', title: 'Medicine when it mattered', testimonial: 'As a doctor at a field camp I saw the medicines bought with these donations reach burn patients within hours of the Sitakunda explosion.' },
  { userKey: 'mahmud', title: 'Giving made simple', testimonial: 'Donating takes a minute and I get a record of every gift. My office now runs a monthly drive for the boat schools.' },
  { userKey: 'admin', title: 'Local partners make the difference', testimonial: 'Our partners in Kurigram and Bhola know every family. That is why food packs reach the people who need them most, without middlemen.' },
  { userKey: 'user', title: 'My students are back in class', testimonial: 'After the flood my students had lost all their books. Thanks to the school kit campaign, every child in my class came back to school with a new bag.' },
];

export const SEED_VOLUNTEERS = [
  { name: 'Arif Mahmud', email: 'arif.volunteer@example.com', phone: '+880 1711 000111', location: 'Sylhet', profession: 'Boat driver and rescue swimmer', image: '/assets/volunteers/arif.svg' },
  { name: 'Sumaiya Begum', email: 'sumaiya.volunteer@example.com', phone: '+880 1812 000222', location: 'Khulna', profession: 'Nurse', image: '/assets/volunteers/sumaiya.svg' },
  { name: 'Tanvir Ahmed', email: 'tanvir.volunteer@example.com', phone: '+880 1913 000333', location: 'Dhaka', profession: 'Logistics planner', image: '/assets/volunteers/tanvir.svg' },
  { name: 'Maliha Rahman', email: 'maliha.volunteer@example.com', phone: '+880 1614 000444', location: 'Chattogram', profession: 'Social worker', image: '/assets/volunteers/maliha.svg' },
  { name: 'Rashed Khan', email: 'rashed.volunteer@example.com', phone: '+880 1515 000555', location: 'Kurigram', profession: 'Community cook', image: '/assets/volunteers/rashed.svg' },
  { name: 'Nadia Islam', email: 'nadia.volunteer@example.com', phone: '+880 1716 000666', location: 'Barishal', profession: 'Teacher', image: '/assets/volunteers/nadia.svg' },
];

export const SEED_COMMENTS = [
  { userKey: 'user', comment: 'Thank you to every volunteer who carried food packs through waist-deep water in Sunamganj. You are heroes.' },
  { userKey: 'rafiq', comment: 'Visited the rebuilt homes in Feni last week. The raised plinths really work; families stayed dry this time.' },
  { userKey: 'tasnim', comment: 'Grateful to the donors who funded burn treatment after Sitakunda. Several of my patients are walking again.' },
  { userKey: 'mahmud', comment: 'Our office matched every donation this month. Proud to be part of this community!' },
  { userKey: 'admin', comment: 'We delivered 1,200 food packs this week. Thank you all; the next boat leaves for Kurigram on Friday.' },
  { userKey: 'user', comment: 'The boat school picked up my neighbour\u2019s daughter today. She was so happy to see her teacher again.' },
  { userKey: 'rafiq', comment: 'Clean water tanks installed in Satkhira. No more walking two hours for drinking water.' },
  { userKey: 'tasnim', comment: 'Please keep donating oral saline; diarrhoea cases rise after every flood.' },
  { userKey: 'mahmud', comment: 'Small amounts add up. Even Tk 100 buys a meal for a family.' },
  { userKey: 'user', comment: 'Thank you Relief team for the transparency. Seeing the totals update makes giving feel real.' },
  { userKey: 'admin', comment: 'Volunteers needed in Bhola next week for ration distribution. Sign up on the About Us page!' },
  { userKey: 'rafiq', comment: 'May Allah bless everyone who helped the cyclone survivors in Koyra.' },
];
