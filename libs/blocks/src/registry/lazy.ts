import { lazy, type LazyExoticComponent } from 'react';
import type { BlockKey } from '../registry';
import type { AnyBlockComponent } from '../shared/types';

/**
 * Each block's module, loaded on demand. Keyed like the eager registry (`blockComponents`): a block
 * missing here fails to compile, and lazy.test.ts proves each loader yields that key's component.
 */
export const blockLoaders = {
  'hero-title-banner': () => import('../hero-title-banner/HeroTitleBanner').then((m) => m.heroTitleBannerComponent),
  quote: () => import('../quote/Quote').then((m) => m.quoteComponent),
  'content-blocks': () => import('../content-blocks/ContentBlocks').then((m) => m.contentBlocksComponent),
  'content-blocks-carousel': () => import('../content-blocks-carousel/ContentBlocksCarousel').then((m) => m.contentBlocksCarouselComponent),
  'text-steps': () => import('../text-steps/TextSteps').then((m) => m.textStepsComponent),
  accordion: () => import('../accordion/Accordion').then((m) => m.accordionComponent),
  'sign-post': () => import('../sign-post/SignPost').then((m) => m.signPostComponent),
  snippet: () => import('../snippet/Snippet').then((m) => m.snippetComponent),
  'quote-slider': () => import('../quote-slider/QuoteSlider').then((m) => m.quoteSliderComponent),
  'icons-timeline': () => import('../icons-timeline/IconsTimeline').then((m) => m.iconsTimelineComponent),
  'image-box': () => import('../image-box/ImageBox').then((m) => m.imageBoxComponent),
  'gallery-carousel': () => import('../gallery-carousel/GalleryCarousel').then((m) => m.galleryCarouselComponent),
  'gallery-categories': () => import('../gallery-categories/GalleryCategories').then((m) => m.galleryCategoriesComponent),
  'parallax-image': () => import('../parallax-image/ParallaxImage').then((m) => m.parallaxImageComponent),
  'image-tabs': () => import('../image-tabs/ImageTabs').then((m) => m.imageTabsComponent),
  masonry: () => import('../masonry/Masonry').then((m) => m.masonryComponent),
  'compare-images': () => import('../compare-images/CompareImages').then((m) => m.compareImagesComponent),
  'location-map': () => import('../location-map/LocationMap').then((m) => m.locationMapComponent),
  'in-page-navigation': () => import('../in-page-navigation/InPageNavigation').then((m) => m.inPageNavigationComponent),
  'section-tabs': () => import('../section-tabs/SectionTabs').then((m) => m.sectionTabsComponent),
  'tabbed-component': () => import('../tabbed-component/TabbedComponent').then((m) => m.tabbedComponentComponent),
  'info-system': () => import('../info-system/InfoSystem').then((m) => m.infoSystemComponent),
  'hotspots-container': () => import('../hotspots-container/HotspotsContainer').then((m) => m.hotspotsContainerComponent),
  'ready-to-go-bar': () => import('../ready-to-go-bar/ReadyToGoBar').then((m) => m.readyToGoBarComponent),
  'html-box': () => import('../html-box/HtmlBox').then((m) => m.htmlBoxComponent),
  'exterior-360': () => import('../exterior-360/Exterior360').then((m) => m.exterior360Component),
  'interior-360': () => import('../interior-360/Interior360').then((m) => m.interior360Component),
  'hero-banner': () => import('../hero-banner/HeroBanner').then((m) => m.heroBannerComponent),
  'hero-carousel': () => import('../hero-carousel/HeroCarousel').then((m) => m.heroCarouselComponent),
  'number-button-carousel': () => import('../number-button-carousel/NumberButtonCarousel').then((m) => m.numberButtonCarouselComponent),
  'dual-frame-carousel-2': () => import('../dual-frame-carousel-2/DualFrameCarousel2').then((m) => m.dualFrameCarousel2Component),
  'icon-button-slider': () => import('../icon-button-slider/IconButtonSlider').then((m) => m.iconButtonSliderComponent),
  'range-component': () => import('../range-component/RangeComponent').then((m) => m.rangeComponentComponent),
  'electrifying-power': () => import('../electrifying-power/ElectrifyingPower').then((m) => m.electrifyingPowerComponent),
  'contents-block-carousel': () => import('../contents-block-carousel/ContentsBlockCarousel').then((m) => m.contentsBlockCarouselComponent),
  'collection-item': () => import('../collection-item/CollectionItem').then((m) => m.collectionItemComponent),
  'collection-slider': () => import('../collection-slider/CollectionSlider').then((m) => m.collectionSliderComponent),
  'specification-accordion': () => import('../specification-accordion/SpecificationAccordion').then((m) => m.specificationAccordionComponent),
  'specification-at-a-glance': () => import('../specification-at-a-glance/SpecificationAtAGlance').then((m) => m.specificationAtAGlanceComponent),
  'model-summary-filters': () => import('../model-summary-filters/ModelSummaryFilters').then((m) => m.modelSummaryFiltersComponent),
  'model-summary': () => import('../model-summary/ModelSummary').then((m) => m.modelSummaryComponent),
  'color-picker-slider': () => import('../color-picker-slider/ColorPickerSlider').then((m) => m.colorPickerSliderComponent),
  versatility: () => import('../versatility/Versatility').then((m) => m.versatilityComponent),
  'models-carousel': () => import('../models-carousel/ModelsCarousel').then((m) => m.modelsCarouselComponent),
  'single-offer': () => import('../single-offer/SingleOffer').then((m) => m.singleOfferComponent),
  'stock-locator': () => import('../stock-locator/StockLocator').then((m) => m.stockLocatorComponent),
  'stock-locator-overseas': () => import('../stock-locator-overseas/StockLocatorOverseas').then((m) => m.stockLocatorOverseasComponent),
  'stock-locator-carousel': () => import('../stock-locator-carousel/StockLocatorCarousel').then((m) => m.stockLocatorCarouselComponent),
  'retailer-locator': () => import('../retailer-locator/RetailerLocator').then((m) => m.retailerLocatorComponent),
  'retailer-cards': () => import('../retailer-cards/RetailerCards').then((m) => m.retailerCardsComponent),
  'retailer-schema': () => import('../retailer-schema/RetailerSchema').then((m) => m.retailerSchemaComponent),
  'map-update': () => import('../map-update/MapUpdate').then((m) => m.mapUpdateComponent),
  'vin-checker': () => import('../vin-checker/VinChecker').then((m) => m.vinCheckerComponent),
  'retailer-service-schema': () => import('../retailer-schema/RetailerSchema').then((m) => m.retailerServiceSchemaComponent),
  'entry-form': () => import('../entry-form/EntryForm').then((m) => m.entryFormComponent),
  'expanded-entry-form': () => import('../expanded-entry-form/ExpandedEntryForm').then((m) => m.expandedEntryFormComponent),
  'extended-warranty-form': () => import('../extended-warranty-form/ExtendedWarrantyForm').then((m) => m.extendedWarrantyFormComponent),
  'offers-to-lead': () => import('../offers-to-lead/OffersToLead').then((m) => m.offersToLeadComponent),
  news: () => import('../news/News').then((m) => m.newsComponent),
  'racing-results': () => import('../racing-results/RacingResults').then((m) => m.racingResultsComponent),
  'collection-feed-slider': () => import('../collection-feed-slider/CollectionFeedSlider').then((m) => m.collectionFeedSliderComponent),
  'jlr-rent-a-car': () => import('../rent-a-car/RentACar').then((m) => m.rentACarComponent),
  'car-rent': () => import('../car-rent/CarRent').then((m) => m.carRentComponent),
  'range-calculator': () => import('../range-calculator/RangeCalculator').then((m) => m.rangeCalculatorComponent),
  'select-vehicle-to-update': () => import('../select-vehicle-to-update/SelectVehicleToUpdate').then((m) => m.selectVehicleToUpdateComponent),
  'finance-calculator': () => import('../finance-calculator/FinanceCalculator').then((m) => m.financeCalculatorComponent),
  'jlr-diesel-petrol-quiz': () => import('../fuel-quiz/FuelQuiz').then((m) => m.fuelQuizComponent),
  'subscription-quiz': () => import('../subscription-quiz/SubscriptionQuiz').then((m) => m.subscriptionQuizComponent),
} satisfies Record<BlockKey, () => Promise<AnyBlockComponent>>;

/**
 * Every block as its own chunk, for the browser: a page downloads and evaluates only the blocks it shows.
 * The server renders with the eager registry, so the HTML arrives whole; while hydrating, a block whose
 * chunk is still on its way keeps the server's markup inside its Suspense boundary (BlockBoundary) and
 * hydrates when the chunk lands (React's selective hydration).
 */
export const lazyBlockComponents = Object.fromEntries(
  Object.entries(blockLoaders).map(([key, load]) => [key, lazy(() => load().then((component) => ({ default: component })))]),
) as Record<BlockKey, LazyExoticComponent<AnyBlockComponent>>;
