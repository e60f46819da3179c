import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // Pitfall 5: styled-components must be bundled with the server build, with the workspace libs,
    // so server and client share one styled-components instance and one set of stylis plugins.
    noExternal: ['styled-components', 'stylis-plugin-rtl', /^@lux\//],
  },
  build: { target: 'es2022', cssMinify: true },
  server: { host: '127.0.0.1' },
});
