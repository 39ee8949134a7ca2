// Types of the virtual modules vite-plugin-pwa provides (virtual:pwa-register/react).
/// <reference types="vite-plugin-pwa/react" />
