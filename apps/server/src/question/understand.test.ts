import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge, type Knowledge } from '../knowledge/knowledge.js';
import { askedFacts, sourcesOfFacts } from './asked-facts.js';
import { understand } from './understand.js';

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await loadKnowledge();
});
const read = (question: string, history: string[] = []) =>
  understand(
    question,
    history.flatMap((q) => [
      { role: 'user' as const, content: q },
      { role: 'assistant' as const, content: '…' },
    ]),
    knowledge,
  );
const names = (question: string) => read(question).places.map((p) => p.name);

describe('understand: places', () => {
  it('reads a people, an abbreviation or a former name as the place', () => {
    expect(names('What language do Brazilians speak?')).toEqual(['Brazil']);
    expect(names('What religion do most Thai people follow?')).toEqual(['Thailand']);
    expect(names('What is the capital of the UK?')).toEqual(['United Kingdom']);
    expect(names('What is the population of Ivory Coast?')).toEqual(["Côte d'Ivoire"]);
    // English names people use that the Factbook's name fields do not give.
    expect(names('capital of holland')).toEqual(['Netherlands']);
    expect(names('Is Great Britain an island?')).toEqual(['United Kingdom']);
    expect(names('what language do they speak in cape verde')).toEqual(['Cabo Verde']);
    // The name a government uses, which the profile gives only in a note.
    expect(names('is myanmar a democracy')).toEqual(['Burma']);
    expect(names('how many people live in the states')).toEqual(['United States']);
    // A plural noun with a qualifier is no country's name.
    expect(names('what are the states of mexico')).toEqual(['Mexico']);
    // A part of a country is not the country: England's facts are not the kingdom's.
    expect(names('What is the population of England?')).toEqual([]);
  });

  it('reads a group of people living in another place as that place’s ethnic groups', () => {
    const turks = read('how many turkish people live in germany');
    expect(turks.places.map((p) => p.name)).toEqual(['Germany']);
    expect(turks.fields.map((f) => f.id)).toEqual(['ethnic-groups']);
    expect(read('what percent of malaysia is chinese').places.map((p) => p.name)).toEqual(['Malaysia']);
  });

  it('asks no place’s figure for the superlative of a person', () => {
    expect(read('who is the richest man in the world').fields).toEqual([]);
    expect(read('who is the oldest woman in japan').fields).toEqual([]);
    expect(read('which is the richest country in africa').fields.map((f) => f.id)).toContain(
      'gdp-per-capita',
    );
  });

  it('reads a region by its name or its adjective', () => {
    expect(read('What is the most populous country in South America?').region?.name).toBe('South America');
    expect(read('Which Scandinavian country has the most people?').region?.name).toBe('Scandinavia');
  });

  it('fills a follow-up in from the conversation', () => {
    const frame = read('And what is its population?', ['What is the capital of Chile?']);
    expect(frame.places.map((p) => p.name)).toEqual(['Chile']);
    expect(frame.fields[0]?.id).toBe('population');
  });
});

describe('understand: shape and fields', () => {
  it.each([
    ['What languages do Belgians speak?', 'fact', 'languages'],
    ['Who is the prime minister of Norway?', 'fact', 'head-of-government'],
    ['Which is bigger, Spain or Portugal?', 'comparison', 'area'],
    ['Which has a higher life expectancy, Japan or Germany?', 'comparison', 'life-expectancy'],
    ['Compare the population of Spain and Portugal', 'comparison', 'population'],
    ['Compare the GDP per capita of Denmark and Germany.', 'comparison', 'gdp-per-capita'],
    ['What is the largest country in Africa?', 'superlative', 'area'],
    ['Which is the largest of Norway, Sweden and Finland?', 'superlative', 'area'],
    ['What is the name of the largest lake in Chile?', 'superlative', 'lakes'],
    ['What is the longest river in Brazil?', 'superlative', 'rivers'],
    // Typed as a search, a region in lower case: "america" is a word of the region's name, no name.
    ['smallest country in central america', 'superlative', 'area'],
    // An area asked by its unit, a government by the kind it may be.
    ['how many square km is namibia', 'fact', 'area'],
    ['is myanmar a democracy', 'fact', 'government-type'],
    ['is sweden still a monarchy', 'fact', 'government-type'],
    ['how many chambers does the indian parliament have', 'fact', 'legislature-structure'],
    ['how many landlines are there in north korea', 'fact', 'fixed-lines'],
    ['What is a volcano?', 'other', undefined],
    ['Who was Lincoln, the American president?', 'other', 'chief-of-state'],
    // Military service in people's words: joining, enlisting, a draft, compulsory service.
    ['do people in israel have to join the army', 'fact', 'military-service'],
    ['Can women enlist in the military in Norway?', 'fact', 'military-service'],
    ['is there a draft in south korea', 'fact', 'military-service'],
    ['Is military service mandatory in Switzerland?', 'fact', 'military-service'],
    ['how old do you have to be to join the army in the uk', 'fact', 'military-service'],
    ['how old do you have to be to join the israeli army', 'fact', 'military-service'],
    // Troops abroad: deployments, peacekeepers.
    ['where are irish peacekeepers deployed', 'fact', 'military-deployments'],
    ['does rwanda have troops serving abroad', 'fact', 'military-deployments'],
    // A country's independence day is its holiday, not the date of independence.
    ['when is greek independence day', 'fact', 'national-holiday'],
    ['how many kids does the average woman have in niger', 'fact', 'fertility'],
    // The old of a population, and the typical person's age, in people's words.
    ['what share of italians are over 65', 'fact', 'elderly-share'],
    ['how many elderly people are there in nigeria', 'fact', 'elderly-share'],
    ['how old is the average person in south korea', 'fact', 'median-age'],
    // A peak's height asked by its name is the highest point of the places it tops.
    ['how tall is mount everest', 'fact', 'highest-point'],
    ['how high is aconcagua', 'fact', 'highest-point'],
    ['mount kilimanjaro height in meters', 'fact', 'highest-point'],
    ['what share of people in japan are seniors', 'fact', 'elderly-share'],
    ['does ghana contribute troops to un missions', 'fact', 'military-deployments'],
    ['are the forests of brazil being cut down', 'fact', 'environmental-issues'],
    ['When did Greece become independent?', 'fact', 'independence'],
    // Facts a Deep report sets side by side, asked by themselves in people's words.
    ['how many people in kenya use the internet', 'fact', 'internet-users'],
    ['how many mobile phones are there in nigeria', 'fact', 'mobile-phones'],
    ['how many airports does brazil have', 'fact', 'airports'],
    ['how long is the railway network in india', 'fact', 'railways'],
    ["what is japan's national debt", 'fact', 'public-debt'],
    ['poverty rate in peru', 'fact', 'poverty'],
    ['how much co2 does germany emit', 'fact', 'co2-emissions'],
    ['what are the political parties in mexico', 'fact', 'political-parties'],
    ['how much oil does canada have in reserve', 'fact', 'oil-reserves'],
    ['what is the voting age in norway', 'fact', 'suffrage'],
    ['how much co2 does poland get from coal', 'fact', 'co2-coal'],
  ])('%s → %s of %s', (question, shape, field) => {
    const frame = read(question);
    expect(frame.shape).toBe(shape);
    expect(frame.fields[0]?.id).toBe(field);
  });

  it('counts the people who do what another field asks, not the whole population', () => {
    expect(read('how many people in kenya use the internet').fields.map((f) => f.id)).toEqual([
      'internet-users',
    ]);
    expect(read('how many people live in kenya').fields.map((f) => f.id)).toEqual(['population']);
  });

  it('reads a place set in the past as no place, and says so', () => {
    const ancient = read('what was the capital of ancient egypt');
    expect(ancient.places).toEqual([]);
    expect(ancient.past).toBe(true);
    expect(read('what is the capital of egypt').past).toBeUndefined();
  });

  it('reads the places a peak asked by its name tops, and no others', () => {
    expect(names('how tall is mount everest')).toEqual(['China', 'Nepal']);
    expect(names('what is the height of mount fuji')).toEqual(['Japan']);
    expect(names('how tall is the eiffel tower')).toEqual([]);
  });

  it('reads names that are not places, and years', () => {
    expect(read('Who painted the Mona Lisa?').names).toEqual(['Mona Lisa']);
    expect(read('When was the iPhone 15 released?').names).toEqual(['iPhone 15']);
    expect(read('What is the capital of Kenya?').names).toEqual([]);
    // A qualifier picks the subject's sense: only the subject is a name the evidence must hold.
    expect(read('Who was Mercury, the Roman god?').names).toEqual(['Mercury']);
    expect(read('Who is Taylor Swift, the singer?').names).toEqual(['Taylor Swift']);
    // A person's full name holding a place's name is a person's; the place alone is a place.
    expect(read('who is chad johnson').names).toEqual(['chad johnson']);
    expect(read('kenya moore net worth').names).toEqual(['kenya moore']);
    expect(read('who is the president of chad').names).toEqual([]);
    expect(read('what is the capital of jordan').names).toEqual([]);
    expect(read("What was Kenya's GDP in 2023?").years).toEqual(['2023']);
  });

  it('reads no field from the words of a place’s name', () => {
    const fields = (question: string) => read(question).fields.map((f) => f.id);
    expect(fields('which has more people, ivory coast or liberia')).toEqual(['population']);
    expect(fields('is the dominican republic bigger than haiti')).toEqual(['area']);
    expect(fields('how long is the coast of ivory coast')).toEqual(['coastline']);
    // A ruler named by its adjective is no subject, yet says what is asked: its rule's end.
    const vietnam = read('when did vietnam stop being french');
    expect(vietnam.shape).toBe('fact');
    expect(vietnam.past).toBeUndefined();
    expect(fields('when did vietnam stop being french')).toEqual(['independence']);
  });

  it('reads the other units a question asks its figures in', () => {
    const units = (question: string, history: string[] = []) =>
      read(question, history).units.map((u) => u.unit);
    expect(units('what is the area of france in square miles')).toEqual(['sq mi']);
    expect(units('how high is mount everest in feet')).toEqual(['ft']);
    expect(units('what is the area of france')).toEqual([]);
  });

  it('reads the title of a song, film or show however it is typed', () => {
    expect(read('lyrics to bohemian rhapsody').names).toEqual(['bohemian rhapsody']);
    expect(read('who directed pulp fiction').names).toEqual(['pulp fiction']);
    expect(read('cast of the godfather').names).toEqual(['the godfather']);
    expect(read('who sang hotel california').names).toEqual(['hotel california']);
    expect(read('who plays the joker in the dark knight').names).toEqual(['dark knight']);
    expect(read('how many seasons of breaking bad are there').names).toEqual(['breaking bad']);
    expect(read('how many episodes in season 3 of the bear').names).toEqual(['the bear']);
    // A title said with its kind is the work's, even when a place has the name.
    expect(read('what is the plot of the film chicago')).toMatchObject({
      names: ['chicago'],
      work: { title: 'chicago', kind: 'film' },
    });
    expect(read('who sang the song africa').work).toEqual({ title: 'africa', kind: 'song' });
    // A series by its title before its kind in the plural: one of them is of that kind.
    expect(read('who wrote the tarzan books').work).toEqual({ title: 'tarzan', kind: 'book' });
    expect(read('who wrote the sherlock holmes stories').work).toEqual({
      title: 'sherlock holmes',
      kind: 'book',
    });
    expect(read('what happens at the end of casablanca the movie').work).toEqual({
      title: 'casablanca',
      kind: 'movie',
    });
    expect(read('what is the film industry in india').work).toBeUndefined();
    // A question about a thing, not a work, names none.
    expect(read('Who directed it?').names).toEqual([]);
    expect(read('How many seasons are there in Kenya?').names).toEqual([]);
  });
});

describe('askedFacts', () => {
  it('ranks a region’s places by the figure asked, the end asked for first', () => {
    const asked = askedFacts(read('What is the most populous country in South America?'), knowledge);
    expect(asked?.shape).toBe('superlative');
    expect(asked?.shape === 'superlative' && asked.facts.map((f) => f.place.name)).toEqual([
      'Brazil',
      'Colombia',
      'Argentina',
    ]);
    const least = askedFacts(read('Which is the smallest of Norway, Sweden and Finland?'), knowledge);
    expect(least?.shape === 'superlative' && least.facts[0]?.place.name).toBe('Norway');
  });

  it('ranks the world’s countries for a superlative “in the world”, never the World’s own entry', () => {
    const largest = askedFacts(read('What is the largest country in the world?'), knowledge);
    expect(largest?.shape === 'superlative' && largest.facts.map((f) => f.place.name)).toEqual([
      'Russia',
      'Canada',
      'United States',
    ]);
    expect(largest?.shape === 'superlative' && largest.region).toBe('the world');
    // A place with no government of its own (the Paracel Islands) is no country.
    const least = askedFacts(read("what is the world's least populous country"), knowledge);
    expect(least?.shape === 'superlative' && least.facts.map((f) => f.place.name)).toEqual([
      'Holy See (Vatican City)',
      'Nauru',
      'Tuvalu',
    ]);
    expect(askedFacts(read('Where on earth do people live longest?'), knowledge)).toMatchObject({
      shape: 'superlative',
      facts: [{ place: { name: 'Monaco' } }, {}, {}],
    });
    // Without a superlative, "the world" asks nothing of the countries.
    expect(read('What is the population of the world?').region).toBeUndefined();
  });

  it('compares places on one figure, largest first, and cites each place’s document', () => {
    const asked = askedFacts(read('Which is bigger, Spain or Portugal?'), knowledge)!;
    expect(asked.shape === 'comparison' && asked.facts.map((f) => f.fact.number)).toEqual([505_370, 92_090]);
    expect(sourcesOfFacts(asked)).toEqual(['factbook.sp.geography', 'factbook.po.geography']);
  });

  it('answers no year the Factbook does not hold', () => {
    expect(askedFacts(read("What was Kenya's GDP in 2023?"), knowledge)).toMatchObject({ shape: 'fact' });
    expect(askedFacts(read("What was Kenya's GDP in 2010?"), knowledge)).toBeUndefined();
  });
});
