/**
 * One test per failure class of issue 10 (answer quality), each over small sources in the library's own
 * formats (WordNet glosses, Factbook fields, Markdown articles).
 */
import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { NOT_ANSWERED } from './compose.js';
import { extractAnswer } from './extractive-engine.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `http://localhost:8000/library/${n}`,
  title,
  text,
});
const gloss = (n: number, headword: string, pos: string, definition: string) =>
  source(n, headword, `${headword} (${pos}): ${definition}`);
const answer = (question: string, sources: AnswerSource[]) => extractAnswer(question, [], sources).join('');

describe('answer quality', () => {
  it('does not quote namesakes named by only part of the name asked about', () => {
    const text = answer('Who was Julius Caesar?', [
      gloss(1, 'Julius Caesar', 'noun', 'conqueror of Gaul and master of Italy (100-44 BC).'),
      gloss(2, 'Caesar', 'noun', 'United States comedian who pioneered comedy television shows (born 1922).'),
      gloss(3, 'Hawking', 'noun', 'the act of selling goods for a living.'),
    ]);
    expect(text).toContain('conqueror of Gaul');
    expect(text).not.toContain('comedian');
  });

  it('answers who a person was from their own entry, not from things named after them', () => {
    const text = answer('who was abraham lincoln', [
      gloss(
        1,
        "Lincoln's Birthday",
        'noun',
        'the day on which President Abraham Lincoln is remembered; February 12.',
      ),
      gloss(
        2,
        'Abraham Lincoln',
        'noun',
        '16th President of the United States; saved the Union during the American Civil War (1809-1865).',
      ),
      gloss(
        3,
        'Lincoln Memorial',
        'noun',
        'memorial building in Washington with a statue of Abraham Lincoln.',
      ),
    ]);
    expect(text).toMatch(/^Abraham Lincoln was the 16th President of the United States/u);
    expect(text).not.toContain('Birthday');
    expect(text).not.toContain('memorial building');
  });

  it('answers "what does it mean when a person is X" with the meaning of X', () => {
    const text = answer('What does it mean when a person is gregarious?', [
      gloss(1, 'gregarious', 'adjective', 'temperamentally seeking and enjoying the company of others.'),
      gloss(2, 'gregariously', 'adverb', 'in a sociable manner.'),
    ]);
    expect(text).toContain('seeking and enjoying the company of others [1]');
    expect(text).not.toContain(NOT_ANSWERED);
  });

  it('answers "what are the different meanings of the word X" with its senses', () => {
    const text = answer('What are the different meanings of the word "bank"?', [
      source(
        1,
        'bank',
        [
          'bank (noun): sloping land (especially the slope beside a body of water).',
          'bank (noun): a financial institution that accepts deposits and channels the money into lending activities.',
          'bank (verb): tip laterally.',
        ].join('\n\n'),
      ),
    ]);
    expect(text).toContain('sloping land');
    expect(text).toContain('a financial institution that accepts deposits');
    expect(text).not.toContain(NOT_ANSWERED);
  });

  const government = (n: number, country: string, capital: string) =>
    source(
      n,
      `${country} — Government`,
      `# ${country} — Government (Africa)\n\nCountry name — conventional long form: Republic of ${country}\n\nCapital — name: ${capital}\n\nCapital — geographic coordinates: 1 17 S, 36 49 E\n\nCapital — time difference: UTC+3 (8 hours ahead of Washington, DC, during Standard Time)`,
    );
  const people = (n: number, country: string, population: string) =>
    source(
      n,
      `${country} — People and Society`,
      `# ${country} — People and Society (South America)\n\nLanguages: Spanish (official)\n\nPopulation: ${population} (July 2015 est.)\n\nMost of ${country}'s small but growing foreign-born population consists of transplants from other countries.`,
    );

  it('leads a question about a place with the field that answers it', () => {
    const text = answer('What is the capital of Kenya?', [
      source(
        1,
        'Kenya — Economy',
        'Kenya has also successfully raised capital in the global bond market in recent years.',
      ),
      government(2, 'Kenya', 'Nairobi'),
      government(3, 'Somalia', 'Mogadishu'),
    ]);
    expect(text.startsWith('Capital of Kenya: Nairobi [2].')).toBe(true);
    expect(text).not.toContain('Mogadishu');
    expect(text).not.toContain('bond market');
  });

  it('answers a comparison of two places with both fields, in the order asked', () => {
    const text = answer('Which has the larger population, Peru or Chile?', [
      people(1, 'Chile', '17,508,260'),
      people(2, 'Peru', '30,444,999'),
    ]);
    expect(text).toMatch(
      /^Population of Peru: 30,444,999 \(July 2015 est\.\) \[2\]\. Population of Chile: 17,508,260/u,
    );
  });

  it('does not answer with a field that lacks the year asked for', () => {
    const text = answer('What was the population of Chile in 2023?', [people(1, 'Chile', '17,508,260')]);
    expect(text).not.toContain('17,508,260');
    expect(text).toMatch(/^(?:The sources do not answer|I could not find anything)/u);
  });

  const typescript = source(
    1,
    'TypeScript',
    '# TypeScript\n\nTypeScript is a programming language that adds static types to JavaScript. Microsoft released TypeScript publicly in 2012; its lead architect, Anders Hejlsberg, had previously created Turbo Pascal and C#.',
  );
  const rome = source(
    2,
    'The Roman Empire',
    '# The Roman Empire\n\nRoman engineers built roads, aqueducts and great domed buildings such as the Pantheon, whose unreinforced concrete dome is still standing. The city of Rome had perhaps a million inhabitants at its height.',
  );

  it.each([
    ['When did Anders Hejlsberg retire?', [typescript]],
    ['Who designed the dome of the Pantheon?', [rome]],
    [
      'What is the capital of Atlantis?',
      [
        gloss(
          3,
          'Atlantis',
          'noun',
          'according to legend, an island in the Atlantic Ocean that Plato said was swallowed by an earthquake.',
        ),
        gloss(4, 'capitalization', 'noun', 'writing in capital letters.'),
      ],
    ],
    [
      'How fast does Sagittarius A* spin?',
      [
        source(
          5,
          'Black hole',
          'For a black hole that does not spin, the radius of the event horizon is the Schwarzschild radius, about 3 kilometres for the mass of the Sun.',
        ),
        gloss(6, 'Sagittarius', 'noun', 'a large zodiacal constellation in the southern hemisphere.'),
      ],
    ],
  ])('says plainly that the sources do not answer %s', (question, sources) => {
    const text = answer(question, sources);
    expect(text).toMatch(/^(?:The sources do not answer|I could not find anything)/u);
  });

  it('answers when the sentence holds the act asked about, even in other words or the sentence before', () => {
    expect(answer('When was TypeScript released?', [typescript])).toMatch(
      /^Microsoft released TypeScript publicly in 2012/u,
    );
    const waves = source(
      7,
      'Black hole',
      'Accretion disks. Gas spiralling toward a black hole is heated and glows brightly in X-rays.\n\nGravitational waves. When two black holes orbit each other and merge, they send ripples through spacetime. The LIGO detectors first recorded such waves in September 2015, from a merger far away.',
    );
    expect(answer('When were gravitational waves first detected?', [waves])).toMatch(
      /^The LIGO detectors first recorded such waves in September 2015/u,
    );
  });

  const volcano = source(
    1,
    'Volcano',
    'Volcano\n\nA volcano is an opening in the crust of a planet through which molten rock escapes.\n\nHow volcanoes form\n\nDeep inside the Earth, rock is hot but mostly solid because of the enormous pressure around it. Rock melts where the pressure drops. The molten rock, called magma, is less dense than the solid rock around it, so it rises. Once magma reaches the surface it is called lava.\n\nHotspots are plumes of hot mantle. As a plate drifts over a hotspot, a line of volcanoes forms.\n\nReplication\n\nBefore a cell divides, it copies its DNA. The two strands of the helix separate, and enzymes build a new partner strand for each. Each new double helix keeps one old strand.',
  );

  it('explains "how" with the section the question names, read from its start, in order', () => {
    const text = answer('How do volcanoes form?', [volcano]);
    expect(text).toMatch(
      /^Deep inside the Earth, rock is hot but mostly solid because of the enormous pressure around it \[1\]\. Rock melts where the pressure drops \[1\]\. The molten rock/u,
    );
  });

  it('explains "how" from the sentence that answers and the ones that follow it', () => {
    const text = answer('How is DNA copied before a cell divides?', [volcano]);
    expect(text).toMatch(
      /^Before a cell divides, it copies its DNA \[1\]\. The two strands of the helix separate/u,
    );
  });

  it('reads "how does X work" as a question about X', () => {
    const text = answer('How does the greenhouse effect work?', [
      source(
        2,
        'Climate change',
        'The greenhouse effect\n\nSunlight warms the surface, which gives off infrared radiation. Greenhouse gases absorb part of this infrared radiation and send some of it back. This natural greenhouse effect keeps the planet warmer.',
      ),
    ]);
    expect(text).toMatch(/^Sunlight warms the surface/u);
  });

  it('compares two things with a sentence about each, side by side from the article that discusses both', () => {
    const text = answer('How do shield volcanoes differ from stratovolcanoes?', [
      source(
        1,
        'Volcano',
        'Types of volcano\n\nShield volcanoes have broad, gentle slopes built from runny basaltic lava. Stratovolcanoes are the steep, symmetrical cones of postcards, built from layers of lava and ash.',
      ),
      source(
        2,
        'Ecuador — Geography',
        'Natural hazards: Fernandina, a shield volcano that last erupted in 2009, is the most active of the Galapagos volcanoes.',
      ),
      gloss(
        3,
        'nipple shield',
        'noun',
        'a rubber or plastic shield to protect the nipples of nursing women.',
      ),
    ]);
    expect(text).toMatch(
      /^Shield volcanoes have broad, gentle slopes[^\n]*\[1\]\. Stratovolcanoes are the steep, symmetrical cones/u,
    );
    expect(text).not.toContain('nipple');
  });

  it('describes a compared thing by the opening of the section named after it', () => {
    const text = answer('What is the difference between transcription and translation of DNA?', [
      source(
        1,
        'DNA',
        'From DNA to protein\n\nTranscription. An enzyme called RNA polymerase copies the sequence of a gene into messenger RNA.\n\nTranslation. Ribosomes read the mRNA three bases at a time and join amino acids.',
      ),
      gloss(2, 'transcription', 'noun', 'something written, especially copied from one medium to another.'),
    ]);
    // Each sentence keeps the lead-in that says which one it describes.
    expect(text).toMatch(
      /^Transcription: An enzyme called RNA polymerase copies[^\n]*\[1\]\. Translation: Ribosomes read the mRNA/u,
    );
  });

  it('does not take the years someone lived for the amount asked', () => {
    const text = answer('How tall is the Eiffel Tower?', [
      gloss(1, 'Eiffel', 'noun', 'French engineer who constructed the Eiffel Tower (1832-1923).'),
      gloss(
        2,
        'Eiffel Tower',
        'noun',
        'a wrought iron tower 300 meters high that was constructed in Paris in 1889.',
      ),
    ]);
    expect(text).toMatch(/^Eiffel Tower is a wrought iron tower 300 meters high/u);
    expect(text).not.toContain('French engineer');
  });

  it('keeps prose about JavaScript or cookies, and leaves out page furniture', () => {
    const text = answer('What is TypeScript?', [
      source(
        1,
        'TypeScript',
        'TypeScript\n\nTypeScript is a programming language that adds static types to JavaScript. We use cookies to improve your experience on this site.',
      ),
      gloss(2, 'typescript', 'noun', 'typewritten matter especially a typewritten copy of a manuscript.'),
    ]);
    expect(text).toMatch(
      /^TypeScript is a programming language that adds static types to JavaScript \[1\]\./u,
    );
    expect(text).not.toContain('cookies');
    expect(text).not.toContain('typewritten');
  });

  it('answers "who was" a two-word name from the source that writes it whole, not a namesake of one word', () => {
    const text = answer('Who was Romulus Augustulus?', [
      source(
        1,
        'The Roman Empire',
        'In 476 the Germanic commander Odoacer deposed the last western emperor, Romulus Augustulus, a date used to mark the fall of the West.',
      ),
      gloss(
        2,
        'Romulus',
        'noun',
        '(Roman mythology) founder of Rome; suckled with his twin brother Remus by a wolf.',
      ),
    ]);
    expect(text).toMatch(
      /^In 476 the Germanic commander Odoacer deposed the last western emperor, Romulus Augustulus/u,
    );
    expect(text).not.toContain('wolf');
  });

  it('does not repeat the field that answers as a supporting sentence', () => {
    const text = answer('What is the capital of Kenya?', [
      government(1, 'Kenya', 'Nairobi'),
      gloss(2, 'Nairobi', 'noun', 'the capital and largest city of Kenya; a center for tourist safaris.'),
    ]);
    expect(text).toMatch(/^Capital of Kenya: Nairobi \[1\]\./u);
    expect(text).not.toContain('Capital — name');
  });

  it('leads with the general sense before senses limited to a domain the question does not name', () => {
    const text = answer('What does it mean when a person is gregarious?', [
      source(
        1,
        'gregarious',
        'gregarious (adjective): (of animals) tending to form a group with others of the same species.\n\ngregarious (adjective): instinctively or temperamentally seeking and enjoying the company of others.',
      ),
    ]);
    expect(text).toMatch(/^“Gregarious” means instinctively or temperamentally seeking/u);
  });

  it('answers "X, the Y" about X, not with the entry for Y', () => {
    const text = answer('What is Java, the programming language?', [
      gloss(
        1,
        'programming language',
        'noun',
        '(computer science) a language designed for programming computers.',
      ),
      gloss(2, 'Java', 'noun', 'a platform-independent object-oriented programming language.'),
      gloss(
        3,
        'Java',
        'noun',
        "an island in Indonesia south of Borneo; one of the world's most densely populated regions.",
      ),
    ]);
    expect(text).toMatch(/^Java is a platform-independent object-oriented programming language \[2\]\./u);
    expect(text).not.toContain('designed for programming computers');
  });

  it('defines a subject no source is titled with from the section headed with it', () => {
    const text = answer('What is Hawking radiation?', [
      source(
        1,
        'Black hole',
        'Black hole\n\nA black hole is a region of spacetime where gravity is so strong that nothing can escape.\n\nHawking radiation\n\nIn 1974 Stephen Hawking showed that black holes should slowly emit radiation and lose mass. For black holes of stellar mass this Hawking radiation is far too faint to detect.',
      ),
    ]);
    expect(text).toMatch(
      /^In 1974 Stephen Hawking showed that black holes should slowly emit radiation and lose mass \[1\]\./u,
    );
  });

  it('does not explain "why" with dictionary senses alone', () => {
    const text = answer('Why is the sky blue?', [
      gloss(1, 'sky-blue', 'noun', 'a light shade of blue.'),
      gloss(2, 'blue sky law', 'noun', 'a state law regulating the sale of securities.'),
    ]);
    expect(text).toMatch(/^(?:The sources do not answer|I could not find anything)/u);
  });

  it('answers a superlative only with a sentence about what it is asked of', () => {
    const sources = [
      source(
        1,
        'Volcano',
        'Volcano\n\nVolcanoes are found on Earth, on Mars and on Venus. Mauna Loa in Hawaii is the largest active volcano on Earth.',
      ),
    ];
    expect(answer('What is the largest volcano on Mars?', sources)).toMatch(/^The sources do not answer/u);
    expect(answer('What is the largest volcano on Earth?', sources)).toMatch(
      /^Mauna Loa in Hawaii is the largest active volcano on Earth \[1\]\./u,
    );
  });

  it('follows the answer to a fact question only with sentences about the same thing', () => {
    const text = answer('When did Constantine legalise Christianity?', [
      source(
        1,
        'The Roman Empire',
        'The Roman Empire\n\nConstantine the Great reunited the empire, legalised Christianity in 313 and founded a new capital. By the end of the fourth century Christianity had become the official religion.',
      ),
      gloss(
        2,
        'Constantine',
        'noun',
        'a walled city in northeastern Algeria to the east of Algiers; rebuilt by Constantine I.',
      ),
    ]);
    expect(text).toMatch(/^Constantine the Great reunited the empire, legalised Christianity in 313/u);
    expect(text).not.toContain('Algeria');
  });

  it('follows the maker of a two-word name only with sentences holding both words, not a namesake of one', () => {
    const text = answer('who made turbo pascal', [
      source(
        1,
        'TypeScript',
        'TypeScript\n\nIts lead architect, Anders Hejlsberg, had previously created Turbo Pascal and C#.',
      ),
      gloss(2, 'pascal', 'noun', 'a unit of pressure equal to one newton per square meter.'),
    ]);
    expect(text).toMatch(/^Its lead architect, Anders Hejlsberg, had previously created Turbo Pascal/u);
    expect(text).not.toContain('pressure');
  });

  it('leads a maker answer with a sentence saying the making, and follows it only with such sentences', () => {
    const text = answer('who wrote peter pan', [
      gloss(1, 'Peter Pan collar', 'noun', 'a flat collar with rounded ends that meet in front.'),
      gloss(
        2,
        'Peter Pan',
        'noun',
        "a boyish or immature man; after the boy in Barrie's play who never grows up.",
      ),
      gloss(3, 'Barrie', 'noun', 'Scottish dramatist and novelist; created Peter Pan (1860-1937).'),
    ]);
    expect(text).toMatch(/^Barrie was a Scottish dramatist and novelist; created Peter Pan/u);
    expect(text).not.toMatch(/collar|boyish/u);
  });

  it('answers "who won" only with a sentence stating the outcome, and a time of day only with a clock time', () => {
    const won = answer('who won the battle of hastings', [
      gloss(
        1,
        'Hastings',
        'noun',
        'a town in East Sussex near the place where the battle of Hastings took place.',
      ),
      gloss(
        2,
        'battle of Hastings',
        'noun',
        'the decisive battle in which William the Conqueror defeated the Saxons (1066).',
      ),
    ]);
    expect(won).toMatch(/William the Conqueror defeated the Saxons/u);
    expect(won.split('\n')[0]).not.toContain('East Sussex');
    const closing = answer('what time does the louvre close', [
      gloss(1, 'closing time', 'noun', 'the regular time of day when an establishment closes to the public.'),
      gloss(2, 'Louvre', 'noun', 'an art museum in Paris; the Louvre closes to the public on Tuesdays.'),
    ]);
    expect(closing).not.toMatch(/^(?:Closing time|Louvre|The Louvre)/u);
  });

  it('answers a superlative only with a sentence that states it: a thing’s height does not make it the tallest', () => {
    const sources = [
      gloss(
        1,
        'Empire State Building',
        'noun',
        'a skyscraper built in New York City in 1931; 1250 feet tall.',
      ),
      gloss(2, 'New York City', 'noun', 'the largest city in New York State and in the United States.'),
    ];
    expect(answer('tallest building in new york city', sources)).toMatch(/^The sources do not answer/u);
    expect(answer('largest city in new york state', sources)).toMatch(/^New York City is the largest city/u);
  });

  it('answers a question for a code or a number to dial only with one', () => {
    const sources = [
      gloss(1, 'Beverly Hills', 'noun', 'a city in southwestern California surrounded by Los Angeles.'),
      gloss(
        2,
        'ZIP code',
        'noun',
        'a code of letters and digits added to a postal address to aid in the sorting of mail.',
      ),
    ];
    expect(answer('what is the zip code for beverly hills', sources)).toMatch(/^The sources do not answer/u);
    const kenya = source(
      3,
      'Kenya — Communications',
      'Kenya — Communications\n\nTelephone system: international: country code - 254.',
    );
    expect(answer('what is the phone code for kenya', [kenya])).toContain('254');
  });

  it('leaves out a dictionary sense of an article’s subject word: it is another sense, or says less', () => {
    const text = answer('who created typescript', [
      source(
        1,
        'TypeScript',
        [
          'TypeScript',
          'TypeScript is a programming language developed by Microsoft that adds static types to JavaScript.',
          '## History',
          'Microsoft released TypeScript publicly in 2012; its lead architect, Anders Hejlsberg, had previously created Turbo Pascal.',
          '## Static typing',
          'Annotations are often unnecessary, because TypeScript infers types from how values are created and used.',
          'This suits JavaScript, where objects are often created on the fly rather than from declared classes.',
        ].join('\n\n'),
      ),
      gloss(2, 'typescript', 'noun', 'typewritten matter especially a typewritten copy of a manuscript.'),
    ]);
    expect(text).toContain('Anders Hejlsberg');
    expect(text).not.toContain('typewritten');
  });
});
