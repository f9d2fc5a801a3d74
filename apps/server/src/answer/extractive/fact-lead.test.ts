import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge, type Knowledge } from '../../knowledge/knowledge.js';
import { askedFacts, factsStated } from '../../question/asked-facts.js';
import { understand } from '../../question/understand.js';
import { factbookDocuments, readFactbook, installedFactbook } from '../../search/library/sources/factbook.js';
import type { AnswerSource } from '../answer-engine.js';
import { checkCitations } from '../citation-check.js';
import { extractAnswer, QUICK_ANSWER_LIMITS } from './extractive-engine.js';
import { isAbstention } from './compose.js';

let knowledge: Knowledge;
/** The library's Factbook documents by id, as Quick's sources carry them. */
let documents: Map<string, { title: string; text: string }>;
beforeAll(async () => {
  knowledge = await loadKnowledge();
  const docs = await factbookDocuments(await readFactbook(installedFactbook()));
  documents = new Map(docs.map(({ doc }) => [doc.id, doc]));
}, 30_000);

/** Asks as Quick does: the frame and facts read once, the documents stating them as the sources. */
function ask(question: string, extra: AnswerSource[] = []) {
  const frame = understand(question, [], knowledge);
  const facts = askedFacts(frame, knowledge);
  const ids = facts ? [...new Set(factsStated(facts).map((f) => f.fact.source.id))] : [];
  const sources: AnswerSource[] = [
    ...ids.map((id, i) => ({ n: i + 1, url: `http://localhost:8000/library/${id}`, ...documents.get(id)! })),
    ...extra.map((s, i) => ({ ...s, n: ids.length + i + 1 })),
  ];
  const answer = extractAnswer(question, [], sources, QUICK_ANSWER_LIMITS, {
    frame,
    ...(facts ? { facts } : {}),
  }).join('');
  const unverified = checkCitations(answer, new Map(sources.map((s) => [s.n, `${s.title}\n${s.text}`])));
  return { answer, unverified };
}

describe('answers from the Factbook’s typed facts', () => {
  it('states the fact asked, from the final edition, named once', () => {
    const { answer, unverified } = ask('Who is the prime minister of Norway?');
    expect(answer).toMatch(
      /^Norway's head of government is Prime Minister Jonas Gahr Store \(since 14 October 2021\) \[1\]\./u,
    );
    expect(answer.match(/World Factbook, final edition \(January 2026\)/gu)).toHaveLength(1);
    expect(unverified).toEqual([]);
  });

  it('gives a figure asked in miles or feet in them too, computed and uncited, after the figure stated', () => {
    const { answer, unverified } = ask('what is the area of france in square miles');
    expect(answer).toMatch(
      /^France's total area is 643,801 sq km; 551,500 sq km \(metropolitan France\) \[1\]\. That is about 248,573 sq mi and 212,935 sq mi\./u,
    );
    expect(unverified).toEqual([]);
    expect(ask('how long is the border between spain and portugal in miles').answer).toMatch(
      /is 1,224 km long \[1\]\. That is about 761 mi\./u,
    );
    expect(ask('what is the area of france').answer).not.toMatch(/sq mi/u);
  });

  it('answers a fact of a Deep report asked by itself, in a sentence that reads', () => {
    expect(ask('how many people in kenya use the internet').answer).toMatch(
      /^Share of people in Kenya who use the internet: 35% \(2023 est\.\) \[1\]\./u,
    );
    expect(ask('how many airports does brazil have').answer).toMatch(
      /^Airports in Brazil: 5,297 \(2025\) \[1\]\./u,
    );
    expect(ask("what is japan's national debt").answer).toMatch(/^Japan's public debt is 215\.9% of GDP/u);
  });

  it('answers the border two places share from one’s land boundaries, and a land border’s total', () => {
    const spainPortugal = ask('how long is the border between spain and portugal');
    expect(spainPortugal.answer).toMatch(/^The border between Spain and Portugal is 1,224 km long \[1\]\./u);
    expect(spainPortugal.unverified).toEqual([]);
    expect(ask('how long is the us canada border').answer).toMatch(
      /^The border between the United States and Canada is 8,891 km long \(including 2,475 km with Alaska\) \[1\]\./u,
    );
    expect(ask('do spain and germany share a border').answer).toMatch(
      /^Spain and Germany share no land border\. Spain's border countries are Andorra 63 km;.* \[1\]\. Germany's border countries are Austria 801 km;.* \[2\]\./u,
    );
    expect(ask("what is the total length of germany's land borders").answer).toMatch(
      /^Germany's total land border is 3,694 km \[1\]\./u,
    );
  });

  it('states a series for each year when asked over the years, else the latest or the year named', () => {
    expect(ask("how has turkey's inflation changed in recent years").answer).toMatch(
      /^Turkey's inflation rate was 72\.3% in 2022, 53\.9% in 2023 and 58\.5% in 2024 \[1\]\./u,
    );
    expect(ask("what is turkey's inflation rate").answer).toMatch(
      /^Turkey's inflation rate is 58\.5% \(2024 est\.\) \[1\]\./u,
    );
    expect(ask("what was turkey's inflation in 2023").answer).toMatch(
      /^Turkey's inflation rate is 53\.9% \(2023 est\.\) \[1\]\./u,
    );
    expect(ask('how far has the russian ruble fallen against the dollar').answer).toMatch(
      /^Russia's exchange rate was 64\.738 in 2019, .* and 85\.162 Russian rubles \(RUB\) per US dollar in 2023 \[1\]\./u,
    );
  });

  it('answers the elections of a country’s leaders from the executive branch', () => {
    expect(ask('when is the next presidential election in the united states').answer).toMatch(
      /^The United States' next election is 7 November 2028 \[1\]\./u,
    );
    expect(ask('who won the last election in chad').answer).toMatch(
      /^Chad's election results are 2024: Mahamat Idriss DÉBY elected president; percent of vote - Mahamat Idriss DÉBY \(MPS\) 61%/u,
    );
  });

  it('reads a currency of one country as the country', () => {
    expect(ask('what is the exchange rate of the yen to the dollar').answer).toMatch(
      /^Japan's exchange rate is 151\.366 yen \(JPY\) per US dollar \(2024 est\.\) \[1\]\./u,
    );
  });

  it('answers a people’s question about their country', () => {
    expect(ask('What language do Brazilians speak?').answer).toMatch(/^Brazil's languages are Portuguese/u);
    expect(ask('What do Kenyans export?').answer).toMatch(/^Kenya's main exports are tea, cut flowers/u);
  });

  it('computes a comparison, each figure cited to its own place', () => {
    const { answer, unverified } = ask('Which is bigger, Spain or Portugal?');
    expect(answer).toMatch(
      /^Spain is larger than Portugal, with about 5\.5 times its total area\. Spain's total area is 505,370 sq km \[1\] and Portugal's 92,090 sq km \[2\]\./u,
    );
    expect(unverified).toEqual([]);
    expect(ask('Which has a higher life expectancy, Japan or Germany?').answer).toMatch(
      /^Japan's life expectancy at birth is higher than Germany's\./u,
    );
    expect(ask('Which is smaller, Spain or Portugal?').answer).toMatch(/^Portugal is smaller than Spain\./u);
  });

  it('names the most or least of a region or a list, with the runners-up', () => {
    const { answer, unverified } = ask('What is the most populous country in South America?');
    expect(answer).toMatch(
      /^Brazil is the most populous country in South America\. Brazil's population is 221,359,387 \(2025 est\.\) \[1\]/u,
    );
    expect(answer).toContain("Colombia's 49,842,298 (2025 est.) [2]");
    expect(unverified).toEqual([]);
    expect(ask('Which is the largest of Norway, Sweden and Finland?').answer).toMatch(
      /^Sweden is the largest of the three\. Sweden's total area is 450,295 sq km \[1\]/u,
    );
  });

  it('names a place’s largest thing of a kind', () => {
    expect(ask('What is the name of the largest lake in Chile?').answer).toMatch(
      /^Chile's largest lake is Lago General Carrera, 2,240 sq km \[1\]\./u,
    );
    expect(ask('What is the longest river in Brazil?').answer).toMatch(
      /^Brazil's longest river is Amazon, 6,400 km/u,
    );
    expect(ask('whats the biggest city in canada').answer).toMatch(
      /^Canada's largest city is Toronto, with 6\.372 million people \(2023\) \[1\]\./u,
    );
    // The last of a country's major cities is not its smallest city: no answer from the ranking.
    expect(ask('What is the smallest city in Canada?').answer).not.toMatch(/smallest city is/u);
  });

  it('names both heads as a country’s leader, once when they are the same person', () => {
    expect(ask('Who is the leader of Japan?').answer).toMatch(
      /^Japan's head of government is Prime Minister Sanae Takaichi .+ Japan's chief of state is Emperor Naruhito/u,
    );
    const { answer } = ask('Who is the leader of the United States?');
    expect(answer).toMatch(/head of government and chief of state is President Donald J\. Trump/u);
    expect(answer.match(/Trump/gu)).toHaveLength(1);
  });

  it('gives a city’s people, named or a country’s capital, never its country’s', () => {
    expect(ask('how many people live in the capital of france').answer).toMatch(
      /^Paris, the capital of France, has 11\.208 million people in its urban area \(2023\) \[1\]\./u,
    );
    expect(ask('what is the population of lagos').answer).toMatch(
      /^Lagos, in Nigeria, has 15\.946 million people in its urban area \(2023\) \[1\]\./u,
    );
    expect(ask("What is the population of Russia's capital?").answer).toMatch(
      /^Moscow, the capital of Russia/u,
    );
    // Another town of the name is not the capital's: no answer from France's profile.
    expect(ask('What is the population of Paris, Texas?').answer).not.toMatch(/11\.208 million|France/u);
    // Not a city's people: the country's, and its capital's name.
    expect(ask('What is the capital and population of France?').answer).toMatch(/^France's population is/u);
  });

  it('states the fields public QA asks of countries in sentences a reader expects', () => {
    expect(ask('What time zone is Japan in?').answer).toMatch(/^Japan's time zone is UTC\+9 \(/u);
    expect(ask('What do you call people from the Netherlands?').answer).toMatch(
      /^People from the Netherlands are called Dutchmen, Dutchwomen \[1\]\./u,
    );
    expect(ask('What is the official name of Bolivia?').answer).toMatch(
      /^Bolivia's official name is Plurinational State of Bolivia \[1\]\./u,
    );
    expect(ask('What are the major cities of Japan?').answer).toMatch(
      /^Japan's major cities are Tokyo \(37\.\d+ million\), Osaka \(19\.013 million\), .+ \(2023\) \[1\]\./u,
    );
  });

  it('says a name no source mentions is not found, with what was searched, and nothing about namesakes', () => {
    const monas = {
      n: 0,
      url: 'http://localhost:8000/library/wordnet.monas',
      title: 'monas',
      text: 'monas (noun): a singular metaphysical entity',
    };
    const { answer } = ask('Who painted the Mona Lisa?', [monas]);
    expect(isAbstention(answer)).toBe(true);
    expect(answer).toMatch(
      /^The sources do not mention “Mona Lisa”, so they cannot answer this question\. Searched for: “/u,
    );
    expect(answer).not.toContain('metaphysical');
  });

  it('finds a work named with its kind only where a source says it is such a work', () => {
    const entry = (title: string, text: string) => ({
      n: 0,
      url: `http://localhost:8000/library/${title}`,
      title,
      text,
    });
    const city = entry('Chicago', 'Chicago (noun): largest city in Illinois; on Lake Michigan');
    const film = ask('what is the plot of the film chicago', [city]).answer;
    expect(film).toMatch(
      /^The sources do not mention the film “chicago”, so they cannot answer this question\./u,
    );
    expect(film).not.toContain('Illinois');
    // A song in Africa is no song called Africa.
    const anthem = entry(
      'Tanzania — Government',
      'The anthem is also a popular song in Africa; the popular song "God Bless Africa" gave its melody.',
    );
    expect(ask('who sang the song africa', [anthem]).answer).toMatch(
      /^The sources do not mention the song “africa”/u,
    );
    // The work's own entry, or its kind said just before its name, is the work.
    const novel = entry(
      'Dracula',
      'Dracula (noun): fictional vampire in a gothic horror novel by Bram Stoker',
    );
    expect(ask('who wrote the novel dracula', [novel]).answer).toContain('Bram Stoker');
    const writer = entry(
      'Stoker',
      'Stoker (noun): Irish writer of the horror novel about Dracula (1847-1912)',
    );
    expect(isAbstention(ask('who wrote the novel dracula', [writer]).answer)).toBe(false);
  });

  it('says a value that opens with its own verb without another: “Kenya’s climate varies …”', () => {
    expect(ask('what is the weather like in kenya').answer).toMatch(/^Kenya's climate varies from tropical/u);
    expect(ask('What is the climate of Chile?').answer).toMatch(/^Chile's climate is temperate/u);
  });

  it('says a value two places share once, for both: a peak on their border', () => {
    expect(ask('how tall is mount everest').answer).toMatch(
      /^The highest point of China and Nepal is Mount Everest \(highest peak in Asia[^)]*\) 8,849 m \[\d\] \[\d\]\./u,
    );
  });

  it('says where a country’s troops serve abroad', () => {
    expect(ask('where are irish peacekeepers deployed').answer).toMatch(
      /^Troops of Ireland deployed abroad: 330 Lebanon \(UNIFIL\)/u,
    );
  });

  it('says a value whose subject is its own place as written: “Eritrea mandates military service …”', () => {
    expect(ask('is military service compulsory in eritrea').answer).toMatch(
      /^Eritrea mandates military service for all citizens age 18-40/u,
    );
  });
});
