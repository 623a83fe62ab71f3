//
//  LGLegacyCell.h
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface LGLegacyCell : UITableViewCell

@property (nonatomic, weak) IBOutlet UILabel *numberLabel;
@property (nonatomic, weak) IBOutlet UILabel *totalLabel;
@property (nonatomic) BOOL showsReceipt;

@end

// Newer code (and the storyboard) uses the short name.
@compatibility_alias LGCell LGLegacyCell;

NS_ASSUME_NONNULL_END
