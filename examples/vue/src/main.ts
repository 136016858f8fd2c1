import '@b2b-storefront/elements/loader.js';
import { createApp } from 'vue';
import App from './App.vue';

window.__events = [];
createApp(App).mount('#app');
