import { describe, expect, it } from 'vitest';
import { fieldById, fieldsAsked } from './catalogue.js';
import { factsOfProfile, readFact, topLevelItems } from './facts.js';

/** The same fields as the final edition (2026) and the 2015 edition wrote them. */
const final = {
  Geography: { Area: { 'total ': { text: '323,802 sq km' } } },
  'People and Society': { Population: { total: { text: '5,509,733 (2024 est.)' } } },
  Government: {
    'Executive branch': {
      'head of government': { text: 'Prime Minister Jonas Gahr STORE (since 14 October 2021)' },
    },
  },
  Economy: {
    'Real GDP per capita': {
      'Real GDP per capita 2023': { text: '$90,100 (2023 est.)' },
      'Real GDP per capita 2024': { text: '$91,100 (2024 est.)' },
      note: '<b>note:</b> data in 2021 dollars',
    },
    'Exchange rates': { Currency: { text: 'Norwegian kroner (NOK) per US dollar -' } },
  },
};
const old = {
  Geography: { Area: { total: { text: '323,802 sq km' } } },
  'People and Society': { Population: { text: '5,207,689 (July 2015 est.)' } },
  Economy: { 'GDP - per capita (PPP)': { text: '$68,400 (2014 est.) ++ $67,800 (2013 est.)' } },
};

describe('typed facts', () => {
  it('reads a field whatever edition labelled it, with number, unit and year', () => {
    expect(readFact('no', final, fieldById('gdp-per-capita'))).toMatchObject({
      text: '$91,100 (2024 est.); $90,100 (2023 est.)',
      number: 91_100,
      unit: 'US dollars',
      year: 2024,
      source: { id: 'factbook.no.economy', section: 'Economy' },
    });
    expect(readFact('no', old, fieldById('gdp-per-capita'))).toMatchObject({ number: 68_400, year: 2014 });
    expect(readFact('no', final, fieldById('population'))).toMatchObject({ number: 5_509_733, year: 2024 });
    expect(readFact('no', old, fieldById('population'))).toMatchObject({ number: 5_207_689, year: 2015 });
    expect(readFact('no', final, fieldById('area'))).toMatchObject({ number: 323_802, unit: 'sq km' });
  });

  it('reads the share of people over 65 from the age structure, without the counts by sex', () => {
    const ageing = {
      'People and Society': {
        'Age structure': {
          '0-14 years': { text: '12.1% (male 7,701,196/female 7,239,389)' },
          '65 years and over': { text: '29.5% (2024 est.) (male 15,976,233/female 20,309,321)' },
        },
      },
    };
    expect(readFact('ja', ageing, fieldById('elderly-share'))).toMatchObject({
      text: '29.5% (2024 est.)',
      number: 29.5,
      year: 2024,
    });
  });

  it('writes office holders readably and currencies without the exchange table', () => {
    expect(readFact('no', final, fieldById('head-of-government'))?.text).toBe(
      'Prime Minister Jonas Gahr Store (since 14 October 2021)',
    );
    expect(readFact('no', final, fieldById('currency'))?.text).toBe('Norwegian kroner (NOK)');
  });

  it('ranks named things by size, across subfields', () => {
    const chile = {
      Geography: {
        'Major lakes (area sq km)': {
          'fresh water lake(s)': {
            text: "Lago O'Higgins (shared with Argentina) - 1,010 sq km; Lago General Carrera - 2,240 sq km",
          },
          'salt water lake(s)': { text: 'Salar - 300 sq km' },
        },
      },
    };
    expect(readFact('ci', chile, fieldById('lakes'))?.ranked).toEqual([
      { name: 'Lago General Carrera', amount: 2240, stated: '2,240 sq km' },
      { name: "Lago O'Higgins", amount: 1010, stated: '1,010 sq km' },
      { name: 'Salar', amount: 300, stated: '300 sq km' },
    ]);
    // The salt-water lakes are a fact of their own, beside the major lakes (the first kind listed).
    expect(readFact('ci', chile, fieldById('lakes'))?.text).toMatch(/^Lago O'Higgins/u);
    expect(readFact('ci', chile, fieldById('salt-lakes'))?.text).toBe('Salar - 300 sq km');
  });

  it('ranks a country’s cities by their people, the capital’s capitals written as a name', () => {
    const turkey = {
      'People and Society': {
        'Major urban areas - population': {
          text: '15.848 million Istanbul, 5.397 million ANKARA (capital), 3.088 million Izmir, 472,000 Small Town (2023)',
        },
      },
    };
    const cities = readFact('tu', turkey, fieldById('cities'));
    expect(cities?.text).toBe(
      'Istanbul - 15.848 million; Ankara (capital) - 5.397 million; Izmir - 3.088 million; Small Town - 472,000 (2023)',
    );
    expect(cities?.year).toBe(2023);
    expect(cities?.ranked?.map((r) => [r.name, r.amount, r.stated])).toEqual([
      ['Istanbul', 15_848_000, '15.848 million'],
      ['Ankara', 5_397_000, '5.397 million'],
      ['Izmir', 3_088_000, '3.088 million'],
      ['Small Town', 472_000, '472,000'],
    ]);
  });

  it('reads what a people is called, a flag’s look without its history, and no “none” name', () => {
    const profile = {
      'People and Society': { Nationality: { noun: { text: 'Dutchman(men), Dutchwoman(women)' } } },
      Government: {
        Flag: {
          text: '<strong>description:</strong> blue with four red stars<br><br><strong>meaning:</strong> the stars represent the Southern Cross<br><br><strong>history:</strong> adopted 1902',
        },
        'Country name': {
          'conventional long form': { text: 'none' },
          'conventional short form': { text: 'Japan' },
        },
      },
    };
    expect(readFact('nl', profile, fieldById('nationality'))?.text).toBe('Dutchmen, Dutchwomen');
    expect(
      readFact(
        'sw',
        { 'People and Society': { Nationality: { noun: { text: 'Swede(s)' } } } },
        fieldById('nationality'),
      )?.text,
    ).toBe('Swedes');
    expect(readFact('nz', profile, fieldById('flag'))?.text).toBe(
      'blue with four red stars; the stars represent the Southern Cross',
    );
    expect(readFact('ja', profile, fieldById('official-name'))).toBeUndefined();
  });

  it('splits lists at top-level commas, never inside a number or brackets', () => {
    expect(topLevelItems('Finland 709 km; Sweden 1,666 km, Russia (north) 191 km, note: x')).toEqual([
      'Finland 709 km',
      'Sweden 1,666 km',
      'Russia (north) 191 km',
    ]);
  });

  it('gives nothing for a field the profile lacks, and every field it has', () => {
    expect(readFact('no', old, fieldById('capital'))).toBeUndefined();
    expect(factsOfProfile('no', final).map((f) => f.field)).toEqual(
      ['currency', 'population', 'area', 'head-of-government', 'gdp-per-capita'].sort(
        (a, b) => order(a) - order(b),
      ),
    );
  });
});

const order = (id: string) =>
  ['capital', 'currency', 'population', 'area', 'head-of-government', 'gdp-per-capita'].indexOf(id);

describe('the field catalogue', () => {
  it('reads which fields a question’s words ask for', () => {
    expect(fieldsAsked('What currency do the Swiss use?').map((f) => f.id)).toEqual(['currency']);
    expect(fieldsAsked('Who is the prime minister of Norway?').map((f) => f.id)).toEqual([
      'head-of-government',
    ]);
    expect(fieldsAsked('What is the GDP per capita of Chile?').map((f) => f.id)).toEqual(['gdp-per-capita']);
    expect(fieldsAsked('What is a volcano?')).toEqual([]);
    // The fields public QA asks of countries, as people word them.
    const ids = (q: string) => fieldsAsked(q).map((f) => f.id);
    expect(ids('what timezone is egypt in')).toEqual(['time-zone']);
    expect(ids('What do you call people from Denmark?')).toEqual(['nationality']);
    expect(ids('what are people from peru called')).toEqual(['nationality']);
    expect(ids('What language do Brazilians speak?')).toEqual(['languages']);
    expect(ids('What is the official name of Laos?')).toEqual(['official-name']);
    expect(ids('whats the biggest city in canada')).toContain('cities');
    expect(ids('Which city in Nigeria has the most people?')).toContain('cities');
    expect(ids('What is the capital city of Switzerland?')).toEqual(['capital']);
    expect(ids('Which city is the capital of Australia?')).toEqual(['capital']);
    expect(ids('What are the main ports of Kenya?')).toEqual(['ports']);
    // Power as people ask for it: who has it, and what a country buys of it.
    expect(ids('does everyone in nepal have electricity')).toEqual(['electricity-access']);
    expect(ids('how much electricity does nepal import')).toContain('electricity-imports');
    expect(ids('How many airports does Kenya have?')).not.toContain('ports');
    expect(ids('what continent is mongolia on')).toEqual(['location']);
    expect(ids('What does Chile sell to other countries?')).toEqual(['exports']);
    expect(ids('what does japan buy from abroad')).toEqual(['imports']);
    expect(ids('When did Russia sell Alaska to the United States?')).toEqual([]);
    expect(ids('who is the leader of germany now')).toEqual(['head-of-government', 'chief-of-state']);
    expect(ids('What natural dangers does the Netherlands face?')).toEqual(['natural-hazards']);
    expect(ids('How low does the land of the Netherlands lie?')).toEqual(['lowest-point']);
    expect(ids('How many troops does Finland have?')).toEqual(['military-personnel']);
    expect(ids('How much does Finland spend on defence?')).toEqual(['military-spending']);
    expect(ids('Does Finland still conscript its young men?')).toEqual(['military-service']);
  });

  it('reads the fields people ask in everyday words', () => {
    const ids = (q: string) => fieldsAsked(q).map((f) => f.id);
    expect(ids('is indonesia a muslim country')).toEqual(['religions']);
    expect(ids('what percentage of brazil is catholic')).toEqual(['religions']);
    expect(ids('what minerals does chile have')).toEqual(['natural-resources']);
    expect(ids('what are the water resources of egypt')).toEqual([]);
    expect(ids('at what age can you vote in brazil')).toEqual(['suffrage']);
    expect(ids('when was india freed from british rule')).toEqual(['independence']);
    expect(ids('when did peru break away from spain')).toEqual(['independence']);
    expect(ids('when did brunei stop being british')).toEqual(['independence']);
    expect(ids('was ghana once british')).toEqual(['independence']);
    expect(ids('when did the end of french rule come in algeria')).toEqual(['independence']);
    expect(ids('who rules saudi arabia')).toEqual(['chief-of-state']);
    expect(ids('does iceland have an army')).toEqual(['military-forces']);
    // Men's or women's life expectancy, not the total, when they are named.
    expect(ids('how long do japanese women live')).toEqual(['life-expectancy-female']);
    expect(ids('male life expectancy in russia')).toEqual(['life-expectancy-male']);
    expect(ids('how long do people in japan live')).toEqual(['life-expectancy']);
    expect(ids('average lifespan in chad')).toEqual(['life-expectancy']);
    expect(ids("what is women's life span in peru")).toEqual(['life-expectancy-female']);
    // Who buys and who sells: the partners, not the goods.
    expect(ids("who buys most of turkmenistan's exports")).toEqual(['export-partners']);
    expect(ids("who are chile's biggest customers")).toEqual(['export-partners']);
    expect(ids("where do japan's imports come from")).toEqual(['import-partners']);
    expect(ids('where does peru get its imports from')).toEqual(['import-partners']);
    expect(ids('who does kenya trade with')).toEqual(['export-partners', 'import-partners']);
    expect(ids('what does kenya export')).toEqual(['exports']);
    // Who wrote an anthem: its lyrics and music, not its title.
    expect(ids('who wrote the french national anthem')).toEqual(['anthem-writer']);
    expect(ids('what is the national anthem of france')).toEqual(['national-anthem']);
    expect(ids('which african country has the fewest people')).toEqual(['population']);
    expect(ids('which of them has the higher land on average')).toEqual(['mean-elevation']);
    expect(ids('which of the two sits higher above the sea on average')).toEqual(['mean-elevation']);
    expect(ids('how high is inflation in chile on average')).not.toContain('mean-elevation');
    expect(ids('how many women can read in guatemala')).toEqual(['literacy-female']);
    expect(ids('what is the literacy rate of guatemala')).toEqual(['literacy']);
    expect(ids('how many young people cannot find work in botswana')).toEqual(['youth-unemployment']);
    expect(ids('who drinks more, spain or france')).toEqual(['alcohol']);
    expect(ids('how much wine do the french drink')).toEqual(['alcohol', 'alcohol-wine']);
    expect(ids('greece god of wine?')).toEqual([]);
    expect(ids('how many ports does germany have')).toEqual(['ports', 'ports-total']);
    expect(ids('how much do cabo verdeans abroad send home')).toEqual(['remittances']);
    expect(ids('what share of the economy is remittances in cabo verde')).toEqual(['remittances']);
  });

  it('reads a size or a count that qualifies another fact as that fact, and alone as the place’s', () => {
    const ids = (q: string) => fieldsAsked(q).map((f) => f.id);
    expect(ids("what is chile's biggest export")).toEqual(['exports']);
    expect(ids('what religion are most people in indonesia')).toEqual(['religions']);
    expect(ids('Do most people in Kenya speak English?')).toEqual(['languages']);
    expect(ids('What is the largest ethnic group in Fiji?')).toEqual(['ethnic-groups']);
    expect(ids('is portugal bigger than hungary')).toEqual(['area']);
    expect(ids('Which country in Africa has the most people?')).toEqual(['population']);
    expect(ids('Which is bigger by population, Kenya or Uganda?')).toEqual(['population']);
  });
});
