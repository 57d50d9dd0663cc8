/// <reference lib="webworker" />
import { registerContactOutbox } from './contact-outbox';
import { registerImageCache } from './image-cache';
import { registerLifecycle } from './lifecycle';
import { registerVideoRoute } from './media-cache';
import { registerMessages } from './messages';
import { registerNavigation } from './navigation';
import { registerPrecache } from './precache';

// Wiring only. Order matters for fetches: the first route that matches answers.
// Firestore and EmailJS reads are never cached here: the blog keeps its own IndexedDB mirror,
// and EmailJS sends go through the contact outbox only.
registerLifecycle();
registerPrecache();
registerNavigation();
registerImageCache();
registerVideoRoute();
registerContactOutbox();
registerMessages();
