// Leaflet's stylesheet is imported for its side effect; Vite bundles it with the lazy map chunk.
declare module 'leaflet/dist/leaflet.css';
