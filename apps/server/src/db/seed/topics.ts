import type { ChallengeCategory, ProblemCategory, ProjectCategory } from '@skillsync/shared';

/** A problem or project idea; `{city}` is filled with a member's city. */
export type Topic = { title: string; description: string; skills: readonly string[]; tags: readonly string[] };

export const PROBLEM_TOPICS: Record<ProblemCategory, readonly Topic[]> = {
  Technology: [
    {
      title: 'UPI payment failures leave small shopkeepers in {city} unsure if they were paid',
      description:
        'Vendors see a debit on the customer phone but no credit alert on theirs, and argue over it every day. We want a simple sound-box style confirmation that works on a basic phone and over a weak network.',
      skills: ['Android', 'Node.js', 'REST APIs'],
      tags: ['fintech', 'upi', 'small-business'],
    },
    {
      title: 'Government forms in {city} are hard to fill on a phone in Indian languages',
      description:
        'Many citizen service forms break on small screens and accept only English input. A form helper that reads the form aloud in Hindi or the local language and checks fields before submission would save repeated trips.',
      skills: ['React', 'Accessibility', 'NLP'],
      tags: ['civic-tech', 'languages', 'accessibility'],
    },
    {
      title: 'Cyber fraud calls target elderly people in {city}',
      description:
        'Seniors receive fake KYC and electricity disconnection calls. We want a community-run number checker and short voice explainers in local languages that families can share on WhatsApp.',
      skills: ['Python', 'Data Analysis', 'Content Writing'],
      tags: ['safety', 'seniors', 'fraud'],
    },
    {
      title: 'Low-bandwidth video lessons for colleges around {city}',
      description:
        'Students on 2G and patchy 4G cannot stream lectures. We need a way to compress and pre-download lessons at the college Wi-Fi and play them offline with notes.',
      skills: ['Node.js', 'Video Processing', 'Android'],
      tags: ['offline-first', 'education'],
    },
  ],
  Education: [
    {
      title: 'Government school students in {city} lack practice material in their mother tongue',
      description:
        'Class 6 to 10 students study in Marathi, Tamil, Bengali and other mediums but most practice apps are English only. We want a free question bank that teachers can add to and print.',
      skills: ['React', 'Content Writing', 'PostgreSQL'],
      tags: ['schools', 'languages', 'open-content'],
    },
    {
      title: 'First-generation college students in {city} miss scholarship deadlines',
      description:
        'National and state scholarship portals have scattered deadlines and document lists. A reminder service with a checklist per scholarship would help students who have nobody at home to guide them.',
      skills: ['Python', 'Node.js', 'SMS Gateway'],
      tags: ['scholarships', 'students'],
    },
    {
      title: 'Anganwadi workers in {city} track children on paper registers',
      description:
        'Growth charts, vaccination and attendance are written in registers and copied again for reports. A simple offline app could save hours each week and flag children who need attention.',
      skills: ['Flutter', 'UX Research', 'Offline Sync'],
      tags: ['early-childhood', 'offline-first'],
    },
    {
      title: 'Teachers in {city} need a quick way to find which students fell behind after the holidays',
      description:
        'A short, printable diagnostic test with a phone-based scanner to mark answers would let a teacher see gaps in reading and maths within a day.',
      skills: ['Computer Vision', 'Python', 'UI Design'],
      tags: ['assessment', 'teachers'],
    },
  ],
  Healthcare: [
    {
      title: 'Patients in {city} cannot find which nearby hospital has a free ICU bed',
      description:
        'Families call hospital after hospital during emergencies. A shared, frequently updated bed availability board run with hospital staff would save critical time.',
      skills: ['React', 'Node.js', 'PostgreSQL'],
      tags: ['emergency', 'hospitals'],
    },
    {
      title: 'ASHA workers around {city} need reminders for pregnant women’s check-ups',
      description:
        'Antenatal visits are missed because reminders depend on memory. A voice-call reminder in the local language and a simple list for the ASHA worker could reduce missed visits.',
      skills: ['Android', 'Public Health', 'IVR'],
      tags: ['maternal-health', 'rural'],
    },
    {
      title: 'Generic medicine prices are not visible to patients in {city}',
      description:
        'People pay far more for branded medicines when a Jan Aushadhi generic exists. A scanner that reads a prescription and shows generic equivalents and the nearest store would help.',
      skills: ['Computer Vision', 'Flutter', 'Data Analysis'],
      tags: ['medicines', 'affordability'],
    },
    {
      title: 'Heatwave illness is under-reported in {city}',
      description:
        'Outdoor workers suffer heat stroke every summer but clinics do not share data. We want a lightweight reporting form for clinics and a public heat-risk map.',
      skills: ['GIS', 'Python', 'Public Health'],
      tags: ['heatwave', 'climate-health'],
    },
  ],
  Environment: [
    {
      title: 'Lakes in {city} are shrinking because of encroachment and sewage',
      description:
        'Residents notice dumping and construction but complaints go nowhere. We want geotagged reports with photos, satellite comparisons over the years and a monthly report for the municipal corporation.',
      skills: ['GIS', 'React', 'Remote Sensing'],
      tags: ['lakes', 'citizen-science'],
    },
    {
      title: 'Stubble burning near {city} makes winter air hazardous',
      description:
        'Farmers burn crop residue because alternatives are costly or unknown. A service connecting farmers with balers, biomass buyers and subsidies could reduce burning.',
      skills: ['Agriculture', 'Node.js', 'Field Research'],
      tags: ['air-quality', 'farmers'],
    },
    {
      title: 'Low-cost air quality sensors for schools in {city}',
      description:
        'Official monitors are few and far from where children study. A cheap PM2.5 sensor with a public dashboard would let schools plan outdoor activities on bad air days.',
      skills: ['IoT', 'Arduino', 'Data Analysis'],
      tags: ['air-quality', 'schools', 'sensors'],
    },
    {
      title: 'Wet waste from markets in {city} goes to landfill',
      description:
        'Vegetable markets throw away tonnes of organic waste daily. We need a collection schedule and a tracker connecting markets with composting units and biogas plants.',
      skills: ['Flutter', 'Operations', 'Data Analysis'],
      tags: ['waste', 'composting'],
    },
  ],
  'Social Impact': [
    {
      title: 'Migrant workers in {city} cannot access ration under One Nation One Ration Card',
      description:
        'Many workers do not know they can draw ration away from home, and shop owners turn them away. A helpline bot in their language with a nearby-shop finder could help.',
      skills: ['NLP', 'WhatsApp API', 'Community Building'],
      tags: ['migrants', 'food-security'],
    },
    {
      title: 'Persons with disabilities in {city} cannot tell which public buildings are accessible',
      description:
        'Ramps, lifts and accessible toilets are missing or broken. A crowd-sourced accessibility map with photos and ratings would help people plan trips.',
      skills: ['React', 'Accessibility', 'GIS'],
      tags: ['accessibility', 'maps'],
    },
    {
      title: 'Women self-help groups in {city} keep accounts in notebooks',
      description:
        'SHG savings and loans are tracked by hand, leading to disputes and missed bank linkages. A simple bookkeeping app in the local language would build trust.',
      skills: ['Flutter', 'UI Design', 'Financial Literacy'],
      tags: ['shg', 'women', 'finance'],
    },
    {
      title: 'Blood donors in {city} are hard to reach in an emergency',
      description:
        'Hospitals post requests on social media that reach the wrong people. A consented donor registry by blood group and locality with SMS alerts would be faster.',
      skills: ['Node.js', 'SMS Gateway', 'PostgreSQL'],
      tags: ['blood-donation', 'health'],
    },
  ],
  Business: [
    {
      title: 'Handloom weavers near {city} sell through middlemen at low prices',
      description:
        'Weavers have skill but no direct market. A storefront with good photos, stories and order management could raise their income.',
      skills: ['Next.js', 'Photography', 'E-commerce'],
      tags: ['handloom', 'artisans'],
    },
    {
      title: 'Kirana stores in {city} struggle to track credit given to customers',
      description:
        'Shopkeepers keep udhaar in notebooks and lose track. A ledger with reminders by SMS and UPI links could improve repayments without hurting relationships.',
      skills: ['Android', 'Kotlin', 'UPI'],
      tags: ['kirana', 'credit'],
    },
    {
      title: 'Street food vendors in {city} lose business when they move locations',
      description:
        'Regular customers cannot find vendors after relocation drives. A simple map where vendors share their spot and hours could keep them in business.',
      skills: ['Flutter', 'Firebase', 'GIS'],
      tags: ['street-vendors', 'livelihoods'],
    },
    {
      title: 'GST filing is confusing for micro businesses in {city}',
      description:
        'Small businesses pay agents for simple filings. A guided checklist with plain-language explanations and reminders would reduce penalties.',
      skills: ['React', 'Accounting', 'Content Writing'],
      tags: ['gst', 'msme'],
    },
  ],
  Agriculture: [
    {
      title: 'Farmers near {city} lose a third of their harvest to poor storage',
      description:
        'Tomatoes and onions rot before they reach the market. Solar-powered cold rooms shared by a village and a booking app could cut losses.',
      skills: ['IoT', 'Solar Energy', 'Android'],
      tags: ['cold-storage', 'post-harvest'],
    },
    {
      title: 'Mandi prices reach farmers around {city} too late to decide where to sell',
      description:
        'Farmers travel to the nearest mandi without knowing the day’s prices elsewhere. Daily price alerts by SMS and voice in the local language would help them choose.',
      skills: ['Python', 'Data Analysis', 'IVR'],
      tags: ['market-prices', 'farmers'],
    },
    {
      title: 'Soil testing results near {city} are not understood by farmers',
      description:
        'Soil health cards list numbers but not what to do. A tool that turns the card into fertiliser advice in plain language could save money and soil.',
      skills: ['Machine Learning', 'Agriculture', 'Flutter'],
      tags: ['soil-health', 'advice'],
    },
    {
      title: 'Crop disease spreads before farmers around {city} can identify it',
      description:
        'By the time an expert visits, the disease has spread. A photo-based disease identifier that works offline would give early warnings.',
      skills: ['Computer Vision', 'TensorFlow', 'Android'],
      tags: ['crop-disease', 'offline-first'],
    },
  ],
  Infrastructure: [
    {
      title: 'Potholes in {city} are reported but never tracked to repair',
      description:
        'Complaints disappear into portals. A public tracker that follows each complaint from report to repair with photos would create accountability.',
      skills: ['React', 'Node.js', 'GIS'],
      tags: ['roads', 'civic-tech'],
    },
    {
      title: 'Bus arrival times in {city} are unknown to commuters',
      description:
        'City buses have GPS units but the data is not public. A simple arrival board for bus stops and a WhatsApp bot would make buses more usable.',
      skills: ['Python', 'GTFS', 'Data Analysis'],
      tags: ['public-transport', 'open-data'],
    },
    {
      title: 'Water supply timings change without notice in parts of {city}',
      description:
        'Families wait for hours for tanker or tap water. A ward-level notification system run with the water board could save that time.',
      skills: ['SMS Gateway', 'Node.js', 'Water Management'],
      tags: ['water', 'notifications'],
    },
    {
      title: 'Streetlights in {city} stay off for weeks',
      description:
        'Dark streets make walking unsafe, especially for women. A reporting app with automatic routing to the ward engineer and a public status map would speed repairs.',
      skills: ['Flutter', 'Firebase', 'Operations'],
      tags: ['safety', 'streetlights'],
    },
  ],
  'Arts & Culture': [
    {
      title: 'Folk musicians around {city} have no digital archive of their songs',
      description:
        'Traditional songs are passed on orally and are being lost. A community archive with recordings, lyrics in the original script and translations would preserve them.',
      skills: ['Audio Production', 'React', 'Content Writing'],
      tags: ['folk-music', 'archive'],
    },
    {
      title: 'Heritage buildings in {city} are unknown to residents',
      description:
        'Old stepwells, temples and colonial buildings are neglected. A walking-tour app with stories and audio guides could build local pride and tourism.',
      skills: ['Flutter', 'Storytelling', 'GIS'],
      tags: ['heritage', 'tourism'],
    },
    {
      title: 'Regional language books are hard to find in {city}',
      description:
        'Publishers in Indian languages have poor online catalogues. A shared catalogue with search in the native script would help readers and libraries.',
      skills: ['Next.js', 'PostgreSQL', 'Unicode'],
      tags: ['books', 'languages'],
    },
  ],
  Other: [
    {
      title: 'Lost and found documents in {city} rarely reach their owners',
      description:
        'Aadhaar cards, licences and certificates are found but returned only by luck. A privacy-respecting lost-and-found board with police station drop-offs could help.',
      skills: ['React', 'Privacy', 'Node.js'],
      tags: ['documents', 'community'],
    },
    {
      title: 'Stray animal bites in {city} are not tracked',
      description:
        'Residents and municipal staff have no shared record of incidents and vaccination drives. A reporting tool could target sterilisation and vaccination where they are needed most.',
      skills: ['Flutter', 'GIS', 'Public Health'],
      tags: ['animals', 'public-health'],
    },
    {
      title: 'Festival crowds in {city} overwhelm local transport every year',
      description:
        'During festivals roads and trains choke. Crowd forecasts from past years and live updates for volunteers could prevent stampedes and delays.',
      skills: ['Data Analysis', 'Python', 'Operations'],
      tags: ['crowds', 'festivals'],
    },
  ],
};

export const PROJECT_TOPICS: Record<ProjectCategory, readonly Topic[]> = {
  'Web Development': [
    {
      title: 'Ward Watch {city}: civic complaint tracker',
      description:
        'An open tracker for civic complaints that follows each one to resolution, with ward-level statistics the councillor can act on.',
      skills: ['React', 'Node.js', 'PostgreSQL'],
      tags: ['civic-tech'],
    },
    {
      title: 'Mandi Bhav: daily crop prices portal',
      description:
        'A fast, low-data website that shows daily mandi prices across states with alerts for farmers and traders.',
      skills: ['Next.js', 'Python', 'Data Analysis'],
      tags: ['agriculture'],
    },
  ],
  'Mobile App': [
    {
      title: 'Udhaar Khata: credit ledger for kirana stores',
      description: 'An Android app for shopkeepers to record credit, send polite reminders and accept UPI repayments.',
      skills: ['Kotlin', 'Android', 'Firebase'],
      tags: ['fintech'],
    },
    {
      title: 'Sehat Saathi: ASHA worker companion',
      description:
        'An offline-first app for ASHA workers to track visits, vaccinations and referrals in their own language.',
      skills: ['Flutter', 'Offline Sync', 'UX Research'],
      tags: ['health'],
    },
  ],
  'AI/ML': [
    {
      title: 'Fasal Doctor: crop disease detection',
      description:
        'A model trained on Indian crop images that identifies common diseases from a phone photo and suggests treatment.',
      skills: ['PyTorch', 'Computer Vision', 'Android'],
      tags: ['agriculture', 'ml'],
    },
    {
      title: 'Bhasha Bridge: speech-to-text for government helplines',
      description:
        'Speech recognition for Indian languages so helpline calls can be transcribed, searched and answered faster.',
      skills: ['NLP', 'Python', 'Machine Learning'],
      tags: ['languages', 'ml'],
    },
  ],
  Design: [
    {
      title: 'Accessible icons for public signage in {city}',
      description:
        'A set of clear, culturally familiar icons and a design guide for signs in stations, hospitals and government offices.',
      skills: ['Figma', 'Illustration', 'Accessibility'],
      tags: ['design-system'],
    },
    {
      title: 'Redesigning the ration card application flow',
      description:
        'User research with families and a redesigned, testable prototype of the ration card application in three languages.',
      skills: ['UX Research', 'Figma', 'Prototyping'],
      tags: ['service-design'],
    },
  ],
  'Data Science': [
    {
      title: 'Air quality vs hospital visits in {city}',
      description:
        'Joining open air quality data with anonymised outpatient counts to show the health cost of bad air days.',
      skills: ['Python', 'Pandas', 'Statistics'],
      tags: ['air-quality', 'open-data'],
    },
    {
      title: 'Monsoon flood risk map for {city}',
      description:
        'Combining rainfall, elevation and drainage data into a ward-level flood risk map for disaster response teams.',
      skills: ['GIS', 'Python', 'Data Analysis'],
      tags: ['floods', 'maps'],
    },
  ],
  'Game Development': [
    {
      title: 'Ganit Yatra: maths games for rural classrooms',
      description:
        'Short offline maths games for classes 3 to 5, in Hindi and regional languages, that run on shared school tablets.',
      skills: ['Unity', 'C#', 'Illustration'],
      tags: ['education', 'games'],
    },
  ],
  IoT: [
    {
      title: 'Solar cold room monitor',
      description:
        'Temperature and humidity sensors with SMS alerts for village cold rooms so produce is not lost when a unit fails.',
      skills: ['IoT', 'Arduino', 'MQTT'],
      tags: ['agriculture', 'hardware'],
    },
    {
      title: 'Smart water meter for housing societies in {city}',
      description: 'Cheap flow sensors that show each flat its usage and detect leaks, built with open hardware.',
      skills: ['Raspberry Pi', 'Sensors', 'Python'],
      tags: ['water', 'hardware'],
    },
  ],
  Other: [
    {
      title: 'Open legal aid directory',
      description:
        'A verified directory of free legal aid clinics and lawyers by district, with the documents each case needs.',
      skills: ['Next.js', 'Content Writing', 'Field Research'],
      tags: ['legal-aid'],
    },
  ],
  Blockchain: [
    {
      title: 'Transparent relief fund tracker',
      description:
        'A public ledger for disaster relief donations that shows where each rupee went, with receipts from NGOs.',
      skills: ['Solidity', 'React', 'Node.js'],
      tags: ['transparency'],
    },
  ],
  Research: [
    {
      title: 'Study: how street vendors in {city} use digital payments',
      description:
        'Field interviews and a survey of street vendors to learn what stops them from using UPI, with open findings.',
      skills: ['Survey Design', 'Field Research', 'Data Analysis'],
      tags: ['research', 'fintech'],
    },
  ],
  'Open Source': [
    {
      title: 'Indic keyboard layouts for low-end phones',
      description:
        'A lightweight, open-source keyboard with transliteration for ten Indian languages that runs on 1 GB phones.',
      skills: ['Kotlin', 'Android', 'Unicode'],
      tags: ['open-source', 'languages'],
    },
    {
      title: 'Open GTFS feed for {city} buses',
      description:
        'Building and maintaining an open timetable feed for city buses so any app can show routes and times.',
      skills: ['Python', 'GTFS', 'Data Analysis'],
      tags: ['open-data', 'transport'],
    },
  ],
  Startup: [
    {
      title: 'KisanConnect: direct farm-to-kitchen marketplace',
      description:
        'A marketplace connecting farmer producer organisations with restaurants in {city}, with quality checks and logistics.',
      skills: ['React Native', 'Node.js', 'Operations'],
      tags: ['startup', 'agriculture'],
    },
  ],
};

export type ChallengeTopic = {
  title: string;
  description: string;
  technologies: readonly string[];
  criteria: readonly string[];
};

export const CHALLENGE_TOPICS: Record<ChallengeCategory, readonly ChallengeTopic[]> = {
  'Web Development': [
    {
      title: 'Build a low-data civic complaints portal',
      description:
        'Build a portal that files and tracks civic complaints and loads in under two seconds on a 2G connection.',
      technologies: ['React', 'Node.js', 'PostgreSQL'],
      criteria: ['Performance on slow networks', 'Usability', 'Code quality'],
    },
    {
      title: 'Accessible government form kit',
      description: 'Create reusable form components that meet WCAG 2.2 AA and work in Hindi, Tamil and Bengali.',
      technologies: ['TypeScript', 'React', 'Accessibility'],
      criteria: ['Accessibility', 'Language support', 'Documentation'],
    },
  ],
  'Mobile Development': [
    {
      title: 'Offline-first app for field health workers',
      description:
        'Build an Android app that records household visits offline and syncs safely when a connection returns.',
      technologies: ['Flutter', 'Kotlin', 'SQLite'],
      criteria: ['Offline reliability', 'Design', 'Data safety', 'Code quality'],
    },
  ],
  'AI/ML': [
    {
      title: 'Detect crop disease from leaf photos',
      description:
        'Train a model that detects common diseases of rice, wheat and tomato from phone photos and runs on-device.',
      technologies: ['Python', 'PyTorch', 'Computer Vision'],
      criteria: ['Accuracy', 'Model size', 'Explanation to farmers'],
    },
    {
      title: 'Transcribe helpline calls in Indian languages',
      description: 'Build a speech-to-text pipeline for Hindi and one other Indian language on noisy phone audio.',
      technologies: ['Python', 'NLP', 'Machine Learning'],
      criteria: ['Word error rate', 'Speed', 'Reproducibility'],
    },
  ],
  Design: [
    {
      title: 'Redesign the railway platform information board',
      description: 'Design a platform board that passengers of all ages and languages can read at a glance.',
      technologies: ['Figma', 'Accessibility', 'Illustration'],
      criteria: ['Clarity', 'Inclusivity', 'Presentation'],
    },
  ],
  'Data Science': [
    {
      title: 'Forecast monsoon waterlogging by ward',
      description:
        'Use open rainfall, elevation and complaint data to forecast which wards will flood in the next 48 hours.',
      technologies: ['Python', 'Pandas', 'GIS'],
      criteria: ['Forecast quality', 'Insight', 'Visualisation', 'Reproducibility'],
    },
  ],
  'Game Development': [
    {
      title: 'A game that teaches road safety to children',
      description: 'Make a short game for children aged 8 to 12 about crossing roads safely in Indian traffic.',
      technologies: ['Unity', 'Godot', 'Illustration'],
      criteria: ['Fun', 'Learning value', 'Polish'],
    },
  ],
  Algorithm: [
    {
      title: 'Optimise school bus routes for a district',
      description: 'Given stops, students and buses, plan routes that minimise travel time within capacity limits.',
      technologies: ['C++', 'Python', 'Data Structures'],
      criteria: ['Solution quality', 'Runtime', 'Explanation'],
    },
  ],
  Other: [
    {
      title: 'Explain your city budget in one page',
      description: 'Turn your municipal corporation budget into a one-page explainer residents can understand.',
      technologies: ['Data Analysis', 'Content Writing', 'Illustration'],
      criteria: ['Accuracy', 'Clarity', 'Design'],
    },
  ],
};

export const SPONSORS = [
  'Nagpur Makers Collective',
  'Deccan Civic Labs',
  'Brahmaputra Tech Circle',
  'Konkan Open Source Group',
  'Chennai Code for Good',
  'Lucknow Startup Guild',
  'Kolkata Data Club',
  'Malabar Design Forum',
];

export const TASK_TITLES = [
  'Set up the repository and CI',
  'Write the data model',
  'Design the home screen',
  'Interview five users',
  'Build the sign-in flow',
  'Add Hindi translations',
  'Write API for listing items',
  'Test on a low-end Android phone',
  'Prepare the demo video',
  'Fix layout on small screens',
  'Add offline caching',
  'Write deployment guide',
  'Collect sample data from the field',
  'Review accessibility with a screen reader',
  'Load test with 1,000 users',
  'Draft the privacy notice',
  'Connect SMS reminders',
  'Create the admin dashboard',
  'Plan the pilot with a local NGO',
];

export const MILESTONES = [
  { title: 'Problem research complete', description: 'Interviews done and needs written down.' },
  { title: 'Clickable prototype', description: 'A prototype tested with at least five people.' },
  { title: 'First working version', description: 'The core flow works end to end.' },
  { title: 'Pilot with real users', description: 'Used for two weeks by a partner group.' },
  { title: 'Public launch', description: 'Released and announced to the community.' },
];

export const CHAT_LINES = [
  'Namaste everyone! Glad to be on this team.',
  'I pushed the first draft, please review when you get time.',
  'Can we do a quick call tomorrow evening?',
  'I spoke to two shopkeepers today, notes are in the doc.',
  'The API is deployed on the test server.',
  'Found a bug on small screens, fixing it now.',
  'Great work on the design, it looks clean.',
  'Who can take the Hindi translations?',
  'I will pick up the SMS task.',
  'The pilot partner agreed to start next week!',
  'Updated the milestone dates.',
  'Thanks, that fixed it.',
  'कल शाम को मीटिंग रखें?',
  'मैंने डिज़ाइन अपडेट कर दिया है।',
  'बहुत बढ़िया काम, धन्यवाद!',
  'मैं यह टास्क ले लेता/लेती हूँ।',
];

export const PORTFOLIO_TOPICS = [
  { title: 'Expense tracker for hostel students', technologies: ['React', 'Firebase'] },
  { title: 'Bus timetable scraper for {city}', technologies: ['Python', 'Pandas'] },
  { title: 'Portfolio site with a blog', technologies: ['Next.js', 'Tailwind CSS'] },
  { title: 'Plant disease classifier', technologies: ['TensorFlow', 'Python'] },
  { title: 'Attendance app for a coaching centre', technologies: ['Flutter', 'Firebase'] },
  { title: 'Weather station on a rooftop', technologies: ['Arduino', 'IoT'] },
  { title: 'Redesign of a local bank’s mobile app', technologies: ['Figma', 'UX Research'] },
  { title: 'Chat bot for college admissions questions', technologies: ['Node.js', 'NLP'] },
];

export const REQUEST_MESSAGES = [
  'I have built something similar for my college and would love to help.',
  'I live nearby and can do field visits on weekends.',
  'My skills match what you need, happy to contribute a few hours a week.',
  'I am a student looking to work on a real problem, can I join?',
  'I can help with the design and user testing.',
];

export const REJECTION_MESSAGES = [
  'Thank you! The team is full for now.',
  'We need someone with a different skill set at the moment, thanks for asking.',
];
