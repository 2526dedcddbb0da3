/** The shipping dialog embeds the Thai address block; the app provides its real calls (src/app/wiring/campaignDetail.ts). */
export { addressBlockMachine as addressBlock } from '../addressBlock/addressBlock.machine';
