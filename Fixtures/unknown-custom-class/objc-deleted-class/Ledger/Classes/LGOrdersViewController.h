//
//  LGOrdersViewController.h
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface LGOrdersViewController : UIViewController

@property (nonatomic, weak) IBOutlet UITableView *tableView;

@end

NS_ASSUME_NONNULL_END
