// What other features use of the customisation feature: the image upload.
export { uploadImage } from './api/customisation';
export { useHomeCurrency } from './hooks/useHomeCurrency';
export { LogoUpload } from './components/LogoUpload';
