//
//  LGAppDelegate.h
//  Ledger
//
//  Created by Marta Kowalczyk on 12/03/2021.
//

#import <UIKit/UIKit.h>

@interface LGAppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;

@end
