export { newsComponent } from './News';
export { newsLoader, type NewsData } from './data';
export { recordNewsVisit, clearVisitedNews, readVisitedNews, VISITED_NEWS_KEY } from './visited';
