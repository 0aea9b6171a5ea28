import { installSpanishZodMessages } from './zod-locale';

// What the server does at start: schemas without their own message answer in Spanish.
installSpanishZodMessages();
