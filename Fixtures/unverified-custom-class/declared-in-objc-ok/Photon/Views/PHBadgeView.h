//
//  PHBadgeView.h
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A rounded "NEW" / count badge drawn over photo thumbnails.
IB_DESIGNABLE
@interface PHBadgeView : UIView

@property (nonatomic, copy, nullable) IBInspectable NSString *text;
@property (nonatomic, strong) IBInspectable UIColor *badgeColor;

@end

NS_ASSUME_NONNULL_END
