/** A results file as the API serves it (see apps/api/src/seed/feeds.racing.ts), for tests and stories. */
export const sampleResultsFile = {
  event: 'Mexico City E-Prix',
  round: 1,
  season: '2026',
  circuit: 'Autódromo Hermanos Rodríguez',
  city: 'Mexico City',
  country: 'Mexico',
  date: '2026-01-11',
  laps: 36,
  results: [
    { position: 1, driver: 'Mitch Evans', team: 'Jaguar TCS Racing', number: 9, laps: 36, time: '47:12.458', points: 25 },
    { position: 2, driver: 'Pascal Wehrlein', team: 'TAG Heuer Porsche', number: 94, laps: 36, time: '+1.204', points: 18 },
    { position: 3, driver: 'Nick Cassidy', team: 'Jaguar TCS Racing', number: 37, laps: 36, time: '+3.877', points: 15 },
    { position: null, driver: 'Maximilian Günther', team: 'DS Penske', number: 7, laps: 21, time: 'DNF', points: 0 },
  ],
};
