// The showroom (vehicle) page's UI; the site's /showroom route renders it from its loader data.
export { ShowroomPage, type ShowroomPageProps } from './ShowroomPage';
