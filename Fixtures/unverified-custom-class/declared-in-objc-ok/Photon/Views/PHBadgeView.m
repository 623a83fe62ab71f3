//
//  PHBadgeView.m
//  Photon
//
//  Created by Priya Raman on 12/03/2021.
//

#import "PHBadgeView.h"

@implementation PHBadgeView

- (instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super initWithCoder:coder])) {
        _badgeColor = [UIColor systemRedColor];
        self.opaque = NO;
    }
    return self;
}

- (void)setText:(NSString *)text {
    _text = [text copy];
    self.hidden = (text.length == 0);
    [self setNeedsDisplay];
}

- (void)drawRect:(CGRect)rect {
    UIBezierPath *capsule = [UIBezierPath bezierPathWithRoundedRect:self.bounds cornerRadius:CGRectGetHeight(self.bounds) / 2];
    [self.badgeColor setFill];
    [capsule fill];
    NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:11],
                                 NSForegroundColorAttributeName: UIColor.whiteColor};
    CGSize size = [self.text sizeWithAttributes:attributes];
    CGPoint origin = CGPointMake(CGRectGetMidX(self.bounds) - size.width / 2, CGRectGetMidY(self.bounds) - size.height / 2);
    [self.text drawAtPoint:origin withAttributes:attributes];
}

@end
