export { collectionFeedSliderComponent } from './CollectionFeedSlider';
export { collectionFeedLoader } from './data';
